import fs from 'node:fs';
import path from 'node:path';

/** Quoted-printable encodes UTF-8 bytes: runs of =XX are decoded together, so Chinese text reads as written. */
function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The emails Parley wrote to DATA_DIR/outbox for one address, oldest first, decoded. */
export function outboxFor(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(eml))
    .map(decodeQuotedPrintable);
}

export function lastLink(dataDir: string, to: string, pattern: RegExp): string {
  const mails = outboxFor(dataDir, to);
  const m = mails.length ? pattern.exec(mails[mails.length - 1]) : null;
  if (!m) throw new Error(`no email to ${to} with a link like ${pattern}: ${mails.length} emails`);
  return m[1];
}

/**
 * Like lastLink, for an email sent from a background task (a password reset): waits until an email
 * to `to` with such a link is written, newer than `after` emails to that address.
 */
export async function nextLink(dataDir: string, to: string, pattern: RegExp, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = outboxFor(dataDir, to);
    const m = mails.length > after ? pattern.exec(mails[mails.length - 1]) : null;
    if (m) return m[1];
    if (Date.now() > deadline) throw new Error(`no new email to ${to} with a link like ${pattern} in ${timeoutMs} ms: ${mails.length} emails`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
