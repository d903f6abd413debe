import { useApolloClient, useSubscription } from '@apollo/client/react';
import { AgentListQuery } from '../graphql/AgentList.query';
import { PeopleEventsSubscription } from '../graphql/PeopleEvents.subscription';
import { TeamsQuery } from '../graphql/Teams.query';

const REFRESH_ON = new Set(['agent.updated', 'agent.deleted', 'team.updated', 'team.deleted']);

/**
 * Keeps the people pages live: presence changes (online, last activity) are written into the
 * cached Agent or Customer, so every list and profile showing them follows; agent and team
 * changes made elsewhere refetch the agent and team lists that are on screen.
 */
export function usePeopleLive(): void {
  const client = useApolloClient();
  useSubscription(PeopleEventsSubscription, {
    onData: ({ data }) => {
      const event = data.data?.events;
      if (!event) return;
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
      } else if (REFRESH_ON.has(event.type)) {
        void client.refetchQueries({ include: [AgentListQuery, TeamsQuery] }).catch(() => undefined);
      }
    },
  });
}
