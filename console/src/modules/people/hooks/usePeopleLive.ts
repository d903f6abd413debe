import { useApolloClient } from '@apollo/client/react';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { customerErasedOf } from '../../realtime/utils/customerErased';
import { HUB_EVENTS, type RealtimeEvent } from '../../realtime/utils/realtimeEvent';
import { AgentsPageQuery } from '../graphql/AgentsPage.query';
import { AgentTagsQuery } from '../graphql/AgentTags.query';
import { TeamsPageQuery } from '../graphql/TeamsPage.query';
import { forgetCustomer } from '../utils/customerCache';

const REFRESH_ON = ['agent.updated', 'agent.deleted', 'agent.joined', 'invitation.updated', 'team.updated', 'team.deleted'];
const FOLLOWED = ['presence.changed', 'tag.updated', 'customer.erased', ...REFRESH_ON, HUB_EVENTS.resumed];

export interface PeopleLiveOptions {
  /** A customer was erased: take them out of what the page shows (the cache forgets them next). */
  onCustomerErased?: (customerId: string) => void;
}

/**
 * Keeps the people pages live: presence changes (online, last activity) are written into the
 * cached Agent or Customer, so every list and profile showing them follows; agent and team
 * changes made elsewhere refetch the agent and team lists that are on screen. After a gap in the
 * connection (presence and people changes are not caught up by cursor) what is on screen is
 * fetched again. An erased customer is forgotten, and the page told so it can drop them.
 */
export function usePeopleLive({ onCustomerErased }: PeopleLiveOptions = {}): void {
  const client = useApolloClient();
  useRealtimeEvents(FOLLOWED, (event: RealtimeEvent) => {
    const p = event.payload;
    if (event.type === 'presence.changed' && typeof p.userId === 'string') {
      const id = client.cache.identify({ __typename: p.userType === 'customer' ? 'Customer' : 'Agent', id: p.userId });
      if (!id) return;
      client.cache.modify({
        id,
        fields: {
          online: (current) => (typeof p.online === 'boolean' ? p.online : current),
          lastActivity: (current) => (typeof p.lastActivity === 'number' || p.lastActivity === null ? p.lastActivity : current),
        },
      });
    } else if (event.type === 'customer.erased') {
      const erased = customerErasedOf(p);
      if (!erased) return;
      // The page first, so that a profile of theirs knows it is leaving before its query, finding
      // the customer gone from the cache, asks the server again and is refused.
      onCustomerErased?.(erased.customerId);
      forgetCustomer(client.cache, erased.customerId);
    } else if (event.type === HUB_EVENTS.resumed) {
      void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    } else if (event.type === 'tag.updated') {
      // The agent tag picker's options, when that list changed.
      if (p.kind === 'agent') void client.refetchQueries({ include: [AgentTagsQuery] }).catch(() => undefined);
    } else if (REFRESH_ON.includes(event.type)) {
      void client.refetchQueries({ include: [AgentsPageQuery, TeamsPageQuery] }).catch(() => undefined);
    }
  });
}
