/** The days a policy may keep (server: modules/retention/retention.schemas.ts). */
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;

/** The days typed in, when they are a whole number in range; null otherwise. */
export function parseDays(value: string): number | null {
  if (!/^\d{1,4}$/.test(value.trim())) return null;
  const days = Number(value.trim());
  return days >= RETENTION_DAYS_MIN && days <= RETENTION_DAYS_MAX ? days : null;
}
