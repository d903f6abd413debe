import { ApolloClient } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import type { ConversationStatus } from '../../../../__generated__/graphql';
import { heldLink } from '../../../../test/heldLink';
import { readCard } from '../../utils/cardCache';
import { inboxCard } from './inboxCard.fixture';
import { renderInboxLive } from './inboxLive.fixture';
import { createCache } from '../../../../app/cache';
import { beginChange } from '../../../conversation-changes/utils/pendingChanges';
import { InboxCardFragment } from '../../graphql/InboxCard.fragment';

/** A server whose answers the test releases; each answers the conversation as it is at release time. */
function heldServer() {
  const held = heldLink();
  let status: ConversationStatus = 'open';
  return {
    link: held.link,
    requests: held.requests,
    close: () => (status = 'closed'),
    release: (i: number) => held.answer(i, { data: { conversation: inboxCard('c1', { status }) } }),
  };
}

describe('the inbox list when a conversation changes twice while its card is being read', () => {
  it('reads it again for the second change instead of sharing the read already on its way', async () => {
    const server = heldServer();
    const client = new ApolloClient({ link: server.link, cache: createCache() });
    const { publish } = renderInboxLive(client);
    const updated = () => publish('conversation.updated', { id: 'c1' });

    updated();
    await waitFor(() => expect(server.requests()).toBe(1));
    // It closes while the first read is on its way (that read may already have seen it open): the second event says so.
    server.close();
    updated();
    await waitFor(() => expect(server.requests()).toBe(2));
    server.release(1);
    await waitFor(() => expect(readCard(client.cache, 'c1')?.status).toBe('closed'));
  });
});

function writeCard(client: ApolloClient, card: ReturnType<typeof inboxCard>): void {
  client.cache.writeFragment({ id: client.cache.identify(card), fragment: InboxCardFragment, fragmentName: 'InboxCard_conversation', data: card });
}

describe('the inbox list when this client changes a conversation while its card is being read', () => {
  it('keeps the change instead of the older answer, and reads the card again once the change has settled', async () => {
    const held = heldLink();
    const client = new ApolloClient({ link: held.link, cache: createCache() });
    const { options, publish } = renderInboxLive(client);
    writeCard(client, inboxCard('c1', { status: 'open' }));

    publish('conversation.updated', { id: 'c1' });
    await waitFor(() => expect(held.requests()).toBe(1));
    // The pane finishes it (its result written to the cache) while the read, answered from before, is on its way.
    const end = beginChange('c1');
    writeCard(client, inboxCard('c1', { status: 'closed' }));
    held.answer(0, { data: { conversation: inboxCard('c1', { status: 'open' }) } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readCard(client.cache, 'c1')?.status).toBe('closed');
    expect(held.requests()).toBe(1);
    end();
    await waitFor(() => expect(held.requests()).toBe(2));
    held.answer(1, { data: { conversation: inboxCard('c1', { status: 'closed' }) } });
    await waitFor(() => expect(options.place).toHaveBeenCalledWith('c1'));
    expect(readCard(client.cache, 'c1')?.status).toBe('closed');
  });
});
