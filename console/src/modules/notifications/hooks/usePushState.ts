import { useSyncExternalStore } from 'react';
import { getPushState, subscribePushState, type PushState } from '../utils/pushState';

/** Where push stands in this browser (utils/pushState.ts), re-rendering as it changes. */
export function usePushState(): PushState {
  return useSyncExternalStore(subscribePushState, getPushState, getPushState);
}
