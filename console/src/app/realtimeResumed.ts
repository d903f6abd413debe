/**
 * Fired after the subscription socket reconnects from a broken connection. Events published while
 * it was down are lost to it, so whatever keeps data outside Apollo's watched queries (the pane's
 * message pages) fetches again on this signal; watched queries are refetched by apollo.ts itself.
 */
const REALTIME_RESUMED = 'parley:realtime-resumed';

export function announceRealtimeResumed(): void {
  window.dispatchEvent(new Event(REALTIME_RESUMED));
}

export function onRealtimeResumed(listener: () => void): () => void {
  window.addEventListener(REALTIME_RESUMED, listener);
  return () => window.removeEventListener(REALTIME_RESUMED, listener);
}
