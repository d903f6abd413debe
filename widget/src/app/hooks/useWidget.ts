import { useSyncExternalStore } from 'react';
import { widgetClient } from '../state/client';
import { type WidgetData } from '../state/widget-data';

/** The widget's data (session, configuration, conversations, messages, outbox), live. */
export function useWidget(): WidgetData {
  return useSyncExternalStore(widgetClient.subscribe, widgetClient.getSnapshot);
}

export function useUnreadTotal(): number {
  const { unread } = useWidget();
  return Object.values(unread).reduce((sum, n) => sum + n, 0);
}
