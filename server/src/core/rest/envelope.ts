/** A list answer that also reports the total the spec names (`{ data, total }`). */
export class Paged<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
  ) {}
}

export const paged = <T>(items: T[], total: number) => new Paged(items, total);

export function envelope(result: unknown): Record<string, unknown> {
  if (result instanceof Paged) return { data: result.items, total: result.total };
  return { data: result ?? null };
}
