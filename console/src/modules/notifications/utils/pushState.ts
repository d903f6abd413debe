/**
 * Where push stands in this browser, shared by the shell (which subscribes at startup) and the
 * settings (which show it):
 * - unsupported: no service worker or Push API here (an old browser, or plain HTTP);
 * - unavailable: the server has no push key;
 * - denied: the browser blocks notifications for the console;
 * - off: not subscribed (never asked, or turned off);
 * - subscribing, on;
 * - unreachable: the browser's push service could not be reached;
 * - failed: the server did not take the subscription.
 */
export type PushState = 'unsupported' | 'unavailable' | 'denied' | 'off' | 'subscribing' | 'on' | 'unreachable' | 'failed';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function initialState(): PushState {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'off';
}

let state: PushState | undefined;
const listeners = new Set<() => void>();

export function getPushState(): PushState {
  state ??= initialState();
  return state;
}

export function setPushState(next: PushState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export function subscribePushState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
