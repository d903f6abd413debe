import type { Outbox } from './outbox';
import type { WidgetData } from './widget-data';

/**
 * What the live data needs of the widget's client (state/client.ts): its snapshot, the outbox and
 * the conversation in view, and the calls back. The client loads the live data lazily and
 * implements this; the live parts name only this, so neither imports the other's module.
 */
export interface LiveHost {
  getSnapshot(): WidgetData;
  set(patch: Partial<WidgetData>): void;
  readonly outbox: Outbox | undefined;
  readonly viewing: string | undefined;
  /** The widget's language now (the live connection tells the server). */
  locale(): string;
  loadConfig(): Promise<void>;
  connectionRefused(token: string): void;
  configChanged(): void;
}
