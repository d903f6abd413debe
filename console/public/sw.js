/* global self */
// The console's service worker (registered by modules/notifications/utils/serviceWorker.ts): shows
// the pushes the server sends an agent, and opens the conversation when one is clicked. No fetch
// handler: the console is not served from here, so nothing can go stale.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/**
 * The console address a push opens, always on this origin: a payload can never send the agent
 * elsewhere. Its path is kept when it names another origin (PUBLIC_URL unset or not the address this
 * browser uses), so the link still opens the conversation here.
 */
function ownUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/conversation', self.location.origin);
    if (!url.pathname.startsWith('/conversation')) return null;
    return new URL(url.pathname + url.search, self.location.origin).href;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const tag = typeof data.tag === 'string' && data.tag ? data.tag : undefined;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    data: { url: ownUrl(data.url) ?? ownUrl('/conversation') },
    icon: '/favicon.svg',
    // A later push for the same conversation replaces the earlier one, and still alerts.
    ...(tag ? { tag, renotify: true } : {}),
  };
  event.waitUntil(self.registration.showNotification(typeof data.title === 'string' && data.title ? data.title : 'Parley', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data && event.notification.data.url) ?? ownUrl('/conversation');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A console tab, not a widget frame (same origin, under /widget/).
      const consoles = windows.filter((w) => w.frameType !== 'nested' && !new URL(w.url).pathname.startsWith('/widget'));
      const target = consoles.find((w) => w.focused) ?? consoles[0];
      if (target) {
        // The page routes there itself (no reload): usePushRegistration.ts.
        target.postMessage({ type: 'parley:open', url });
        await target.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
