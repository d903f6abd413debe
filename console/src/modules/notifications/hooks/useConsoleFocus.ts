import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { CLIENT_TYPE } from '../../../shared/rest';
import { ReportConsoleFocusMutation } from '../graphql/ReportConsoleFocus.mutation';
import { consoleTabId } from '../utils/consoleTab';

/** The server holds a focused report 90 s: a tab still focused says so again before that runs out. */
export const FOCUS_HEARTBEAT_MS = 60_000;
/** The REST twin of reportConsoleFocus, for a beacon sent while the page unloads. */
export const FOCUS_BEACON_PATH = '/api/notification/focus';

function tabActive(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

function sendBeacon(tabId: string): void {
  const body = JSON.stringify({ tabId, focused: false, clientType: CLIENT_TYPE });
  // A beacon outlives the page (and carries the session cookie); a request in flight would be cancelled with it.
  if (navigator.sendBeacon?.(FOCUS_BEACON_PATH, new Blob([body], { type: 'application/json' }))) return;
  void fetch(FOCUS_BEACON_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
}

/**
 * Mounted once in the signed-in shell: tells the server whether this tab is in front of the agent,
 * who then gets no push for what the tab already shows. Focused when the tab gains focus and every
 * minute while it keeps it; unfocused on blur, when hidden, and by beacon when the page goes away.
 */
export function useConsoleFocus(): void {
  const [report] = useMutation(ReportConsoleFocusMutation);

  useEffect(() => {
    const tabId = consoleTabId();
    let focused = false;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let blurCheck: ReturnType<typeof setTimeout> | undefined;

    const send = (value: boolean) => {
      focused = value;
      report({ variables: { tabId, focused: value } }).catch(() => undefined);
    };
    const stopHeartbeat = () => {
      clearInterval(heartbeat);
      heartbeat = undefined;
    };
    const lost = () => {
      stopHeartbeat();
      if (focused) send(false);
    };
    const gained = () => {
      if (!tabActive()) return;
      send(true);
      stopHeartbeat();
      heartbeat = setInterval(() => (tabActive() ? send(true) : lost()), FOCUS_HEARTBEAT_MS);
    };
    // Focus moving into a frame of the page (a widget preview) blurs the window but not the tab.
    const onBlur = () => {
      clearTimeout(blurCheck);
      blurCheck = setTimeout(() => !document.hasFocus() && lost(), 0);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? gained() : lost());
    const onPageHide = () => {
      stopHeartbeat();
      if (focused) sendBeacon(tabId);
      focused = false;
    };

    window.addEventListener('focus', gained);
    window.addEventListener('blur', onBlur);
    window.addEventListener('pageshow', gained);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    gained();
    return () => {
      window.removeEventListener('focus', gained);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('pageshow', gained);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(blurCheck);
      // Signed out, or the shell left: a beacon, since the session may already be gone for GraphQL.
      onPageHide();
    };
  }, [report]);
}
