/**
 * Names nobody chose. The server stores an English one (so search and exports have a name to
 * match), marks it generated, and every client says it in its reader's language at render time:
 * "Visitor #4821" is "訪客 #4821" in zh and "访客 #4821" in zh_cn.
 */
export type GeneratedNameKind = 'visitor' | 'facebook' | 'whatsapp';

const ENGLISH: Readonly<Record<GeneratedNameKind, string>> = {
  visitor: 'Visitor',
  facebook: 'Facebook user',
  whatsapp: 'WhatsApp user',
};

/**
 * A four-digit number for a seed (a refId, a platform user id): the same person always reads as
 * the same visitor, and the number is short enough to say aloud. FNV-1a, since it only has to spread.
 */
export function visitorNumber(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1000 + (hash % 9000);
}

/** The stored (English) name of a customer nobody named. */
export function generatedCustomerName(kind: GeneratedNameKind, seed: string): string {
  return `${ENGLISH[kind]} #${visitorNumber(seed)}`;
}

export interface ParsedGeneratedName {
  kind: GeneratedNameKind;
  /** "#4821", or the six characters the names stored before the numbered form carried. */
  tag: string;
}

const PATTERN = /^(Visitor|Facebook user|Facebook|WhatsApp user|WhatsApp) (#\d{4}|\S{1,12})$/;

/** What a stored generated name says, for a client to put in its own words; null for anything else. */
export function parseGeneratedName(stored: string): ParsedGeneratedName | null {
  const m = PATTERN.exec(stored);
  if (!m) return null;
  const kind: GeneratedNameKind = m[1]!.startsWith('Facebook') ? 'facebook' : m[1]!.startsWith('WhatsApp') ? 'whatsapp' : 'visitor';
  return { kind, tag: m[2]! };
}

/** The short part of a conversation id that its default name carries. */
export const conversationShortId = (id: string): string => id.slice(0, 7);
