import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RealtimeEventsSubscription } from '../graphql/RealtimeEvents.subscription';
import { EventHub } from '../utils/EventHub';
import { ConnectionMonitorContext, RealtimeHubContext } from '../utils/realtimeContext';
import { RealtimeSession, type SubscribeEvents } from '../utils/RealtimeSession';
import { fetchUpdates, takeStartupCursor } from '../utils/updatesPage';

function subscribeWith(client: ApolloClient): SubscribeEvents {
  return (onEvent, onEnd) => {
    const subscription = client.subscribe({ query: RealtimeEventsSubscription }).subscribe({
      next: (result) => {
        const e = result.data?.events;
        if (e) onEvent({ id: e.id, type: e.type, cursor: e.cursor ?? null, change: e.change ?? null, payload: e.payload });
      },
      error: onEnd,
      complete: onEnd,
    });
    return () => subscription.unsubscribe();
  };
}

/**
 * The signed-in tab's one `events` subscription, fanned out through a hub to the inbox, the pane,
 * the people pages and notifications, and resumed by cursor after every gap (docs/realtime.md).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const monitor = useContext(ConnectionMonitorContext);
  // The hub lives as long as the provider, so the pages below can listen from their first effect.
  const [hub] = useState(() => new EventHub());
  const [session, setSession] = useState<RealtimeSession | null>(null);

  useEffect(() => {
    if (!monitor) return undefined;
    const live = new RealtimeSession({
      monitor,
      hub,
      subscribe: subscribeWith(client),
      // The first read of the cursor may have started with the console (main.tsx).
      fetchPage: (since) => (since === null ? takeStartupCursor() : null) ?? fetchUpdates(client, since),
      refetchAll: () => void client.refetchQueries({ include: 'active' }).catch(() => undefined),
      // Any HTTP answer UNAUTHENTICATED signs the console out (app/apollo.ts).
      probeSession: () => void fetchUpdates(client, null).catch(() => undefined),
    });
    live.start();
    setSession(live);
    const wake = () => live.wake();
    const onVisible = () => document.visibilityState === 'visible' && wake();
    window.addEventListener('focus', wake);
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', wake);
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
      live.stop();
      setSession(null);
    };
  }, [client, hub, monitor]);

  const value = useMemo(() => ({ hub, session }), [hub, session]);
  return <RealtimeHubContext.Provider value={value}>{children}</RealtimeHubContext.Provider>;
}
