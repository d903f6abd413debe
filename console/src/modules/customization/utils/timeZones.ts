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
