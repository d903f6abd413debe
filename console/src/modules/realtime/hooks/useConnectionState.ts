import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { ConnectionState } from '../utils/ConnectionMonitor';
import { ConnectionMonitorContext } from '../utils/realtimeContext';

/** The tab's realtime connection state (spec §4) and the indicator's retry. */
export function useConnectionState(): { state: ConnectionState; retry: () => void } {
  const monitor = useContext(ConnectionMonitorContext);
  const subscribe = useCallback((listener: () => void) => (monitor ? monitor.onState(listener) : () => undefined), [monitor]);
  const state = useSyncExternalStore(subscribe, () => monitor?.state ?? 'initial');
  const retry = useCallback(() => monitor?.retry(), [monitor]);
  return { state, retry };
}
