export interface TimeSlot {
  /** HH:mm */
  value: string;
  disabled: boolean;
}

export interface Bounds {
  min?: Date;
  max?: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toTimeValue(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/** The day at the given HH:mm, local time. */
export function withTime(day: Date, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m);
}

/** True when the whole day lies outside the bounds (the calendar disables it). */
export function isDayOutOfBounds(day: Date, { min, max }: Bounds): boolean {
  return (min !== undefined && endOfDay(day) < min) || (max !== undefined && startOfDay(day) > max);
}

/** Times of one day every `stepMinutes`; a slot before min or after max is disabled. */
export function timeSlots(day: Date, stepMinutes: number, { min, max }: Bounds): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minutes / 60), minutes % 60);
    slots.push({
      value: toTimeValue(at),
      disabled: (min !== undefined && at < min) || (max !== undefined && at > max),
    });
  }
  return slots;
}

/** The same time on the picked day when allowed, otherwise the first allowed slot of that day. */
export function pickDay(day: Date, previous: Date | null, stepMinutes: number, bounds: Bounds): Date | null {
  const slots = timeSlots(day, stepMinutes, bounds);
  const wanted = previous ? toTimeValue(previous) : undefined;
  const keep = wanted ? slots.find((s) => s.value === wanted && !s.disabled) : undefined;
  const first = keep ?? slots.find((s) => !s.disabled);
  return first ? withTime(day, first.value) : null;
}
