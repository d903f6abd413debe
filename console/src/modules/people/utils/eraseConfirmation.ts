/** The longest reason the server keeps in the audit record (server: ERASE_REASON_MAX). */
export const ERASE_REASON_MAX = 500;

// NFC: a name typed through an input method may arrive composed differently from the stored one.
const comparable = (s: string) => s.normalize('NFC').trim();

/**
 * Whether what was typed is the customer's name, as GitHub asks for a repository's before deleting
 * it: exact, case included; only surrounding spaces (a paste often brings one) are forgiven.
 */
export function confirmsName(typed: string, name: string): boolean {
  const expected = comparable(name);
  return expected !== '' && comparable(typed) === expected;
}
