import type { RealtimeEvent } from './realtimeEvent';

export type RealtimeHandler = (event: RealtimeEvent) => void;

/**
 * The tab's one stream of realtime events, fanned out to whoever listens: the inbox list and
 * counters, the conversation pane, the people pages, notifications. A listener names the event
 * types it wants ('*' for all). A listener that throws does not stop the others.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<RealtimeHandler>>();

  subscribe(types: '*' | string | readonly string[], handler: RealtimeHandler): () => void {
    const list = typeof types === 'string' ? [types] : types;
    for (const type of list) {
      let set = this.listeners.get(type);
      if (!set) this.listeners.set(type, (set = new Set()));
      set.add(handler);
    }
    return () => {
      for (const type of list) this.listeners.get(type)?.delete(handler);
    };
  }

  publish(event: RealtimeEvent): void {
    const targets = new Set([...(this.listeners.get(event.type) ?? []), ...(this.listeners.get('*') ?? [])]);
    for (const handler of targets) {
      try {
        handler(event);
      } catch (err) {
        console.error('realtime listener failed', event.type, err);
      }
    }
  }
}
