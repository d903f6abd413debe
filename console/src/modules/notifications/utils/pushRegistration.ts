import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { NotificationSettingsQuery } from '../graphql/NotificationSettings.query';
import { PushSubscriptionFragment } from '../graphql/PushSubscription.fragment';
import { RemovePushSubscriptionMutation } from '../graphql/RemovePushSubscription.mutation';
import { SubscribePushMutation } from '../graphql/SubscribePush.mutation';
import { browserLabel } from './browserLabel';
import { getPushState, pushSupported, setPushState } from './pushState';
import { registerServiceWorker } from './serviceWorker';

/** The server's id of this browser's subscription, to mark it in the list and to remove it. */
const SUBSCRIPTION_KEY = 'parley.push.subscriptionId';
/** Set when the agent turned push off here (or removed this browser): startup does not subscribe again. */
const OFF_KEY = 'parley.push.off';
/** A browser that cannot reach its push service (no network to it, a headless browser) may never answer. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

export function thisBrowserSubscriptionId(): string | null {
  return read(SUBSCRIPTION_KEY);
}

class PushServiceUnreachable extends Error {}

/**
 * The permission as the Permissions API says, where it can: Chromium's headless shell answers
 * Notification.permission 'denied' for a granted permission (and the Permissions API 'granted').
 */
export async function notificationPermission(): Promise<NotificationPermission> {
  try {
    const status = await navigator.permissions.query({ name: 'notifications' });
    return status.state === 'prompt' ? 'default' : status.state;
  } catch {
    return Notification.permission;
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((b, i) => b === wanted[i]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushServiceUnreachable('push service timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? new PushServiceUnreachable(error.message) : new PushServiceUnreachable('push service error'));
      },
    );
  });
}

/** This browser's push subscription under the server's key: kept if it has that key, made again if the key changed. */
async function browserSubscription(publicKey: string): Promise<PushSubscription> {
  const registration = await registerServiceWorker();
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => undefined);
    subscription = null;
  }
  return subscription ?? withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), SUBSCRIBE_TIMEOUT_MS);
}

async function subscribeHere(client: ApolloClient, publicKey: string): Promise<void> {
  setPushState('subscribing');
  let subscription: PushSubscription;
  try {
    subscription = await browserSubscription(publicKey);
  } catch {
    setPushState('unreachable');
    return;
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    setPushState('unreachable');
    return;
  }
  try {
    const { data } = await client.mutate({
      mutation: SubscribePushMutation,
      variables: { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth, label: browserLabel(navigator.userAgent) } },
      // The answer is the row, upserted by endpoint: the list gains it unless it already holds it.
      update: (cache, { data: answer }) => {
        if (!answer) return;
        cache.updateQuery({ query: NotificationSettingsQuery }, (settings) => {
          if (!settings) return undefined;
          const { id } = getFragmentData(PushSubscriptionFragment, answer.subscribePush);
          const list = settings.notificationSettings.pushSubscriptions;
          if (list.some((s) => getFragmentData(PushSubscriptionFragment, s).id === id)) return undefined;
          return { notificationSettings: { ...settings.notificationSettings, pushSubscriptions: [...list, answer.subscribePush] } };
        });
      },
    });
    if (!data) throw new Error('no answer');
    write(SUBSCRIPTION_KEY, getFragmentData(PushSubscriptionFragment, data.subscribePush).id);
    write(OFF_KEY, null);
    setPushState('on');
  } catch {
    setPushState('failed');
  }
}

async function readSettings(client: ApolloClient) {
  const { data } = await client.query({ query: NotificationSettingsQuery, fetchPolicy: 'network-only' });
  if (!data) throw new Error('no answer');
  return data.notificationSettings;
}

/**
 * At startup and whenever the permission becomes granted: subscribes this browser (again, if the
 * server's key changed) unless the agent turned push off here. A browser removed from the list on
 * another device counts as turned off, and is not added back behind the agent's back.
 */
export async function syncPush(client: ApolloClient): Promise<void> {
  if (!pushSupported()) return setPushState('unsupported');
  const permission = await notificationPermission();
  if (permission !== 'granted') return setPushState(permission === 'denied' ? 'denied' : 'off');
  if (getPushState() === 'subscribing') return undefined;
  const settings = await readSettings(client).catch(() => null);
  if (!settings) return undefined; // offline or signed out: the next start tries again
  if (!settings.pushPublicKey) return setPushState('unavailable');
  const stored = read(SUBSCRIPTION_KEY);
  const listed = settings.pushSubscriptions.map((s) => getFragmentData(PushSubscriptionFragment, s).id);
  if (stored && !listed.includes(stored)) {
    await forgetThisBrowser();
    return undefined;
  }
  if (read(OFF_KEY)) return setPushState('off');
  return subscribeHere(client, settings.pushPublicKey);
}

/**
 * The agent asked for push here (after the in-page explanation): the browser's prompt, then the
 * subscription. Call from the click itself: browsers show the prompt only in answer to a gesture.
 */
export async function turnOnPush(client: ApolloClient): Promise<void> {
  if (!pushSupported()) return setPushState('unsupported');
  write(OFF_KEY, null);
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    permission = Notification.permission;
  }
  if (permission !== 'granted') return setPushState(permission === 'denied' ? 'denied' : 'off');
  return syncPush(client);
}

/** This browser no longer receives pushes: its subscription ends here and a start does not make it again. */
export async function forgetThisBrowser(): Promise<void> {
  write(SUBSCRIPTION_KEY, null);
  write(OFF_KEY, '1');
  if (!pushSupported()) return setPushState('unsupported');
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => undefined);
  return setPushState((await notificationPermission()) === 'denied' ? 'denied' : 'off');
}

/** Turn off here: the server forgets the subscription, then the browser does. */
export async function turnOffPush(client: ApolloClient): Promise<void> {
  const id = read(SUBSCRIPTION_KEY);
  if (id) await client.mutate({ mutation: RemovePushSubscriptionMutation, variables: { id }, update: (cache) => dropFromList(cache, id) });
  await forgetThisBrowser();
}

/** Takes a removed browser out of the cached list. */
export function dropFromList(cache: ApolloCache, id: string): void {
  cache.updateQuery({ query: NotificationSettingsQuery }, (settings) => {
    if (!settings) return undefined;
    const pushSubscriptions = settings.notificationSettings.pushSubscriptions.filter((s) => getFragmentData(PushSubscriptionFragment, s).id !== id);
    return { notificationSettings: { ...settings.notificationSettings, pushSubscriptions } };
  });
}
