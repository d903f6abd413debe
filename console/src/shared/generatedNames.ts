import { msg } from '@lingui/core/macro';
import { conversationShortId, parseGeneratedName, type GeneratedNameKind } from '@parley/protocol';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n';

/**
 * Names nobody chose, in the reader's language (issue 50.4). The server stores and sends the English
 * form with a generatedName flag; the cache's read policies (app/cache.ts) say it through these, so
 * every screen that shows a customer or a conversation shows the same words.
 */
const KIND_WORDS: Readonly<Record<GeneratedNameKind, (tag: string) => MessageDescriptor>> = {
  visitor: (tag) => msg`Visitor ${tag}`,
  facebook: (tag) => msg`Facebook user ${tag}`,
  whatsapp: (tag) => msg`WhatsApp user ${tag}`,
};

/** A customer's name as shown: the stored one when someone chose it, the reader's words otherwise. */
export function sayCustomerName(stored: string, generated: boolean): string {
  if (!generated) return stored;
  const parsed = parseGeneratedName(stored);
  return parsed ? i18n._(KIND_WORDS[parsed.kind](parsed.tag)) : stored;
}

/** The name of a conversation nobody named. */
export function sayConversationName(id: string): string {
  const short = conversationShortId(id);
  return i18n._(msg`Conversation ${short}`);
}

/** An API key nobody named: the one a first start makes for the website's widget. */
export function sayApiKeyName(stored: string): string {
  return stored || i18n._(msg`Website`);
}

interface Titled {
  name: string;
  generatedName?: boolean;
  customer?: readonly { displayName?: string | null }[] | null;
}

/**
 * What a conversation is called everywhere (list card, pane header, search, notices): the name
 * someone gave it, else its customer's name, else its default name. Names read through the cache
 * are already in the reader's language.
 */
export function conversationTitle(c: Titled): string {
  if (c.generatedName === false) return c.name;
  return c.customer?.[0]?.displayName || c.name;
}
