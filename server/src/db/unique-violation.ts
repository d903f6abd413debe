/**
 * PostgreSQL's unique_violation (23505), as TypeORM wraps it (driverError) or as thrown bare; with
 * `constraint`, only a violation of that one (a driver that does not name the constraint counts).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null | undefined;
  if ((e?.driverError?.code ?? e?.code) !== '23505') return false;
  const named = e?.driverError?.constraint ?? e?.constraint;
  return constraint === undefined || named === undefined || named === constraint;
}
