type NoNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/** GraphQL sends null for an omitted optional field; services read "absent" as undefined. */
export function definedOnly<T extends object>(input: T): NoNulls<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== null && v !== undefined) out[k] = v;
  return out as NoNulls<T>;
}
