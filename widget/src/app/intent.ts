import { lazy } from 'react';
import { loadPanelCatalog } from './i18n';
import { widgetClient } from './state/client';

// Issue 53: until the visitor shows intent a host page pays for the launcher only; the panel's
// screens, their strings and the live data (Apollo, graphql-ws) are most of the widget's weight.
// The panel shows once its code and its strings are both here.
const loadOpenPanel = () => Promise.all([import('./screens/OpenPanel'), loadPanelCatalog()]).then(([m]) => m);

export const OpenPanel = lazy(() => loadOpenPanel().then((m) => ({ default: m.OpenPanel })));

let shown = false;

/**
 * The visitor shows intent: the pointer over the launcher or focus on it, the panel opening (a
 * click, the host's show, a panel left open in an earlier page view), or the host's
 * Parley('preload'). The panel's code, its catalog and the live data start loading together, so a
 * click finds them arrived or on their way.
 */
export function showIntent(): void {
  widgetClient.wantLive();
  if (shown) return;
  shown = true;
  // A failed fetch (offline) is tried again on the next intent.
  loadOpenPanel().catch(() => {
    shown = false;
  });
}
