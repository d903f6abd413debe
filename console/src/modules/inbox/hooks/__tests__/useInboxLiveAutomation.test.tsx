import { ApolloClient } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { heldLink } from '../../../../test/heldLink';
import { readCard } from '../../utils/cardCache';
import { inboxCard } from './inboxCard.fixture';
import { renderInboxLive } from './inboxLive.fixture';
import { createCache } from '../../../../app/cache';
import { InboxCardFragment } from '../../graphql/InboxCard.fragment';

const arrived = (id: string, seq: number, extra: Record<string, unknown>) => ({
  id,
  conversationId: 'c1',
  senderId: 'someone',
  internal: false,
  seq,
  timestamp: 1000 + seq,
  ...extra,
});

describe('the inbox card when an automation sends a form (issue 50.6)', () => {
  it("keeps the customer's words as its preview, unread and unannounced; a customer's next message still shows", async () => {
    const client = new ApolloClient({ link: heldLink().link, cache: createCache() });
    const card = inboxCard('c1', {});
    client.cache.writeFragment({ id: client.cache.identify(card), fragment: InboxCardFragment, fragmentName: 'InboxCard_conversation', data: card });
    const { options, publish } = renderInboxLive(client);
    const before = readCard(client.cache, 'c1')?.lastMessage;

    publish('message.created', arrived('form', 50, { senderType: 'autoMessage', meta: { type: 20, automation: 'newConversation' } }));
    publish('message.created', arrived('words', 51, { senderType: 'customer', meta: { type: 1, content: 'Where is my order?' } }));
    await waitFor(() => expect(readCard(client.cache, 'c1')?.lastMessage?.text).toBe('Where is my order?'));
    expect(before?.id).not.toBe('form');
    expect(options.onMessage).toHaveBeenCalledTimes(1);
    expect((options.onMessage as jest.Mock).mock.calls[0][0]).toMatchObject({ id: 'words' });
  });
});
