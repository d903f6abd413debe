import { useEffect } from 'react';

/** Spec §9: ask for browser notifications at startup, once, when the browser has not been asked yet. */
export function useNotificationPermission(): void {
  useEffect(() => {
    requestNotificationPermission();
  }, []);
}

export function requestNotificationPermission(): void {
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  if (Notification.permission !== 'default') return;
  try {
    // Older Safari takes a callback and returns nothing; newer browsers return a promise.
    const pending = Notification.requestPermission() as Promise<NotificationPermission> | undefined;
    pending?.catch(() => undefined);
  } catch {
    // Some browsers refuse outside a user gesture; the inbox will ask again when it needs to.
  }
}
