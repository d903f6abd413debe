/** Reads `{ value }` (or a bare string) of one field. */
export function fieldValue(values: Record<string, unknown>, id: string): string {
  const entry = values[id];
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'value' in entry) {
    const value = (entry as { value: unknown }).value;
    return typeof value === 'string' ? value : value == null ? '' : String(value);
  }
  return '';
}
