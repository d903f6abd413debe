import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pushSupported } from '../utils/pushState';
import { registerServiceWorker, whenIdle } from '../utils/serviceWorker';

/** What public/sw.js posts to an open console when a notification is clicked. */
interface OpenMessage {
  type: 'parley:open';
  url: string;
}

function isOpenMessage(data: unknown): data is OpenMessage {
  return typeof data === 'object' && data !== null && (data as OpenMessage).type === 'parley:open' && typeof (data as OpenMessage).url === 'string';
}

/**
 * Mounted once in the signed-in shell: once the console is idle, registers the service worker and,
 * where notifications are allowed, subscribes this browser to push (its code fetched then, not
 * with the first screen); subscribes as soon as the startup prompt is granted; opens the
 * conversation of a clicked notification in this tab, through the router.
 */
export function usePushRegistration(): void {
  const client = useApolloClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!pushSupported()) return undefined;
    let live = true;
    let permission: PermissionStatus | undefined;
    const sync = () => {
      void import('../utils/pushRegistration').then((m) => (live ? m.syncPush(client) : undefined)).catch(() => undefined);
    };
    const onPermission = () => sync();
    const cancel = whenIdle(() => {
      // Registered whatever the permission: a click on a notification needs it as much as a push.
      registerServiceWorker().catch(() => undefined);
      sync();
      navigator.permissions
        ?.query({ name: 'notifications' })
        .then((status) => {
          if (!live) return;
          permission = status;
          status.addEventListener('change', onPermission);
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
      permission?.removeEventListener('change', onPermission);
    };
  }, [client]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin && event.origin !== window.location.origin) return;
      if (!isOpenMessage(event.data)) return;
      const url = new URL(event.data.url, window.location.origin);
      if (url.origin !== window.location.origin) return;
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}
