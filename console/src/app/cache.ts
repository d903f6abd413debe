import { InMemoryCache, makeVar, type FieldReadFunction } from '@apollo/client';
import { i18n } from '../shared/i18n';
import { sayApiKeyName, sayConversationName, sayCustomerName } from '../shared/generatedNames';

/**
 * The interface language as the cache's read policies see it: reading it there ties every query that
 * shows a generated name to it, so switching the language re-reads them (Apollo's reactive vars).
 */
const readerLocale = makeVar(i18n.locale);
i18n.on('change', () => readerLocale(i18n.locale));

const customerName: FieldReadFunction<string | null> = (stored, { readField }) => {
  readerLocale();
  return typeof stored === 'string' ? sayCustomerName(stored, readField<boolean>('generatedName') === true) : stored;
};

const conversationName: FieldReadFunction<string> = (stored, { readField }) => {
  readerLocale();
  const id = readField<string>('id');
  return readField<boolean>('generatedName') === true && id ? sayConversationName(id) : stored;
};

/**
 * The console's normalized cache. Result caching is off: with it, every field the console ever read
 * left a dependency set behind (optimism keeps one per entity field until that field is written
 * again), so scrolling through 10,000 inbox cards kept about 400,000 sets — 165–230 MB of the
 * page's heap, and a frame of 160–170 ms (a major garbage collection) in the middle of a scroll.
 * Without it a read walks the normalized data again (a card is ~40 fields); Apollo's watches and
 * queries already compare results by value before they call back (useCard does the same), so
 * nothing renders more.
 *
 * Names nobody chose arrive in English with a generatedName flag and are read out in the
 * reader's language (issue 50.4), so the list, the pane and every other screen agree.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    resultCaching: false,
    typePolicies: {
      Customer: { fields: { displayName: { read: customerName } } },
      ConversationCustomer: { fields: { displayName: { read: customerName } } },
      Conversation: { fields: { name: { read: conversationName } } },
      ApiKey: {
        // An API key is known by its public key (it has no id).
        keyFields: ['key'],
        fields: {
          name: {
            read: (stored: string | undefined) => {
              readerLocale();
              return stored === undefined ? stored : sayApiKeyName(stored);
            },
          },
        },
      },
      MessageSearchHit: {
        fields: {
          conversationName: {
            read: (stored: string | undefined, { readField }) => {
              readerLocale();
              const id = readField<string>('conversationId');
              return readField<boolean>('conversationGeneratedName') === true && id ? sayConversationName(id) : stored;
            },
          },
        },
      },
    },
  });
}
