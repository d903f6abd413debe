let registering: Promise<ServiceWorkerRegistration> | undefined;

/**
 * The console's service worker (public/sw.js: shows pushes, opens their conversation), registered
 * once per page; answers it once active, as pushManager needs.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker
    // updateViaCache 'none': a new sw.js is picked up on the next load, whatever the HTTP cache holds.
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then(() => navigator.serviceWorker.ready)
    .catch((error: unknown) => {
      registering = undefined;
      throw error;
    });
  return registering;
}

/** Runs `work` when the page is idle (after the first screen), or within `timeout` ms at the latest. */
export function whenIdle(work: () => void, timeout = 5000): () => void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1500);
  return () => clearTimeout(handle);
}
