import { useContext, useEffect, useRef } from 'react';
import type { RealtimeHandler } from '../utils/EventHub';
import { RealtimeHubContext } from '../utils/realtimeContext';

/**
 * Calls `handler` with the tab's realtime events of these types ('*': all), each once. The
 * handler may change between renders; the types should not.
 */
export function useRealtimeEvents(types: '*' | string | readonly string[], handler: RealtimeHandler): void {
  const hub = useContext(RealtimeHubContext)?.hub;
  const latest = useRef(handler);
  latest.current = handler;
  const key = typeof types === 'string' ? types : types.join(' ');
  useEffect(() => {
    if (!hub) return undefined;
    return hub.subscribe(key.split(' '), (event) => latest.current(event));
  }, [hub, key]);
}
