import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 32 random bytes: 52 base32 characters, lowercase (mail systems may fold the case of an address's local part). */
export const TOKEN_LENGTH = 52;
const TOKEN = /^[a-z2-7]{52}$/;

/** A new reply token: unguessable, so the address alone lets its holder write to the conversation. */
export function newReplyToken(): string {
  const bytes = randomBytes(32);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A token as it may come back (any case): the token, or null when it is not one we could have made. */
export function parseToken(raw: string): string | null {
  const token = raw.toLowerCase();
  return TOKEN.test(token) ? token : null;
}

export const replyAddress = (token: string, domain: string): string => `reply+${token}@${domain}`;

/** The token of reply+<token>@<domain> (the domain compared case-blind), else null. */
export function tokenOfAddress(address: string, domain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const local = address.slice(0, at);
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const match = /^reply\+(.+)$/i.exec(local);
  return match ? parseToken(match[1]!) : null;
}
