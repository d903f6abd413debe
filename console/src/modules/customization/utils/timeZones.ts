/** IANA zones this browser knows, with the current one kept even if it does not list it. */
export function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older browser: the current zone and UTC still make a usable list.
  }
  const all = new Set(['UTC', ...zones]);
  if (current) all.add(current);
  return [...all];
}

export interface ZoneOption {
  value: string;
  label: string;
}

function zonePart(zone: string, locale: string, style: 'longGeneric' | 'shortOffset', at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/**
 * The time-zone choices in the reader's language (issue 50.5): "香港時間 (GMT+8)" rather than
 * "Asia/Hong_Kong". Zones the language names alike at the same offset keep one entry (they keep the
 * same clock), always the current one's; by offset, then name.
 */
export function timeZoneOptions(current: string, locale: string, utcLabel: string, now = new Date()): ZoneOption[] {
  const seen = new Map<string, ZoneOption & { offset: number }>();
  const offsetOf = (zone: string) => {
    const local = new Date(now.toLocaleString('en-US', { timeZone: zone }));
    const utc = new Date(now.toLocaleString('en-US', { timeZone: 'UTC' }));
    return Math.round((local.getTime() - utc.getTime()) / 60_000);
  };
  const zones = timeZones(current);
  // The current zone first, so a label it shares is its own.
  for (const zone of [current, ...zones.filter((z) => z !== current)].filter(Boolean)) {
    // ICU names UTC by its offset alone ("GMT+00:00"): it gets its own words.
    const label = zone === 'UTC' ? utcLabel : `${zonePart(zone, locale, 'longGeneric', now)} (${zonePart(zone, locale, 'shortOffset', now)})`;
    if (!seen.has(label)) seen.set(label, { value: zone, label, offset: offsetOf(zone) });
  }
  return [...seen.values()].sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label, locale)).map(({ value, label }) => ({ value, label }));
}
