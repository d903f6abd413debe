import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EventHub } from '../../../realtime/utils/EventHub';
import { RealtimeHubContext } from '../../../realtime/utils/realtimeContext';
import { useInboxLive, type InboxLiveOptions } from '../useInboxLive';

/** useInboxLive on this client, fed by a hub of its own; `publish` delivers one event to it. */
export function renderInboxLive(client: ApolloClient, selectedId: string | null = null) {
  const hub = new EventHub();
  const options: InboxLiveOptions = {
    me: 'me',
    selectedId,
    place: jest.fn(),
    onCountsChanged: jest.fn(),
    onConfigurationChanged: jest.fn(),
    onMessage: jest.fn(),
    onReset: jest.fn(),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <RealtimeHubContext.Provider value={{ hub, session: null }}>{children}</RealtimeHubContext.Provider>
    </ApolloProvider>
  );
  renderHook(() => useInboxLive(options), { wrapper });
  let n = 0;
  const publish = (type: string, payload: Record<string, unknown>) => act(() => hub.publish({ id: `e${++n}`, type, cursor: null, replay: false, payload }));
  return { options, publish };
}
