import { requestNotificationPermission } from '../hooks/useNotificationPermission';

/**
 * A browser notification that focuses the tab and runs `onOpen` when clicked. Asks for permission
 * the first time it is needed; shows nothing where the browser has none or refuses (the caller's
 * toast and chime remain).
 */
export function showBrowserNotice(title: string, options: { body: string; tag: string }, onOpen: () => void): void {
  if (!('Notification' in window)) return;
  if (Notification.permission === 'default') requestNotificationPermission();
  if (Notification.permission !== 'granted') return;
  try {
    const n = new Notification(title, { body: options.body.slice(0, 140), tag: options.tag });
    n.onclick = () => {
      window.focus();
      onOpen();
      n.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker.
  }
}
