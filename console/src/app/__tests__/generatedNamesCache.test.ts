import { gql } from '@apollo/client';
import { activateLocale } from '../../shared/i18n';
import { createCache } from '../cache';

const CARD = gql`
  fragment GeneratedNamesCacheTest_conversation on Conversation {
    id
    name
    generatedName
    customer {
      id
      displayName
      generatedName
    }
  }
`;

/** A watched query holding one conversation, as a screen's query would. */
const SHOWN = gql`
  query GeneratedNamesCacheTest($id: ID!) {
    conversation(id: $id) {
      ...GeneratedNamesCacheTest_conversation
    }
  }
  ${CARD}
`;

const write = (
  cache: ReturnType<typeof createCache>,
  id: string,
  conversation: { name: string; generatedName: boolean },
  customer: { displayName: string; generatedName: boolean },
) =>
  cache.writeFragment({
    fragment: CARD,
    data: { __typename: 'Conversation', id, ...conversation, customer: [{ __typename: 'ConversationCustomer', id: `cu-${id}`, ...customer }] },
  });

describe('names nobody chose, read through the cache', () => {
  afterAll(() => activateLocale('en'));

  it('says generated names in the reader language and re-reads a watched query when the language changes', async () => {
    await activateLocale('en');
    const cache = createCache();
    write(cache, 'a1b2c3d4e5', { name: 'Conversation a1b2c3d', generatedName: true }, { displayName: 'Visitor #4821', generatedName: true });
    write(cache, 'f6f7f8f9', { name: 'Refund for order 12', generatedName: false }, { displayName: 'Visitor Vera', generatedName: false });
    const read = (id: string) =>
      cache.readFragment<{ name: string; customer: { displayName: string }[] }>({ fragment: CARD, id: cache.identify({ __typename: 'Conversation', id }) });

    expect(read('a1b2c3d4e5')).toMatchObject({ name: 'Conversation a1b2c3d', customer: [{ displayName: 'Visitor #4821' }] });

    const seen: string[] = [];
    const shown = read('a1b2c3d4e5');
    cache.writeQuery({
      query: SHOWN,
      variables: { id: 'a1b2c3d4e5' },
      data: {
        conversation: {
          __typename: 'Conversation',
          id: 'a1b2c3d4e5',
          name: 'Conversation a1b2c3d',
          generatedName: true,
          customer: [{ __typename: 'ConversationCustomer', id: 'cu-a1b2c3d4e5', displayName: 'Visitor #4821', generatedName: true }],
        },
      },
    });
    expect(shown).not.toBeNull();
    const stop = cache.watch<{ conversation: { customer: { displayName: string }[] } }>({
      query: SHOWN,
      variables: { id: 'a1b2c3d4e5' },
      optimistic: true,
      callback: (diff) => seen.push(String(diff.result?.conversation?.customer?.[0]?.displayName)),
    });
    await activateLocale('zh');
    expect(read('a1b2c3d4e5')).toMatchObject({ name: '對話 a1b2c3d', customer: [{ displayName: '訪客 #4821' }] });
    expect(seen).toContain('訪客 #4821');
    await activateLocale('zh_cn');
    expect(read('a1b2c3d4e5')).toMatchObject({ name: '对话 a1b2c3d', customer: [{ displayName: '访客 #4821' }] });
    // Names someone chose are theirs, in every language.
    expect(read('f6f7f8f9')).toMatchObject({ name: 'Refund for order 12', customer: [{ displayName: 'Visitor Vera' }] });
    stop();
  });

  it('names the API key a first start made (stored without a name) in the reader language', async () => {
    const cache = createCache();
    const KEY = gql`
      fragment GeneratedNamesCacheTest_key on ApiKey {
        key
        name
      }
    `;
    for (const [key, name] of [
      ['pk_seeded', ''],
      ['pk_shop', 'Shop'],
    ])
      cache.writeFragment({ fragment: KEY, data: { __typename: 'ApiKey', key, name } });
    const nameOf = (key: string) => cache.readFragment<{ name: string }>({ fragment: KEY, id: cache.identify({ __typename: 'ApiKey', key }) })?.name;
    await activateLocale('zh');
    expect([nameOf('pk_seeded'), nameOf('pk_shop')]).toEqual(['網站', 'Shop']);
    await activateLocale('en');
    expect(nameOf('pk_seeded')).toBe('Website');
  });
});
