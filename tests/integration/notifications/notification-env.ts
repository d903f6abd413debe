import type { DatabaseVariant } from '../../support/databases';
import type { FakePushService } from '../../support/fake-push-service';
import type { Credentials, Api } from '../../support/http';
import { sharedServer } from '../../support/shared-server';
import type { PushPayload } from '../../../server/src/modules/notification/web-push-send';

/** The group's settings (tests/integration/notifications.test.ts says why). */
export const NOTIFICATION_TEST_ENV = {
  ALLOW_PRIVATE_FETCH: '1',
  NOTIFY_EMAIL_WINDOW_SECONDS: '2',
  JOBS_POLL_SECONDS: '0.5',
};

export const notificationServer = (variant: DatabaseVariant) => sharedServer(variant, NOTIFICATION_TEST_ENV);

export interface SettingsJson {
  pushPublicKey: string;
  emailWindowMinutes: number;
  preferences: Record<'newConversation' | 'assignedMessage' | 'mention', { push: boolean; email: boolean }>;
  pushSubscriptions: { id: string; label: string; createdAt: number; lastPushAt: number | null }[];
}

/** What a push carries, as the server sends it. */
export type PushJson = PushPayload;

export async function settingsOf(http: Api, creds: Credentials): Promise<SettingsJson> {
  const res = await http.get<SettingsJson>('/api/notification/settings', creds);
  if (res.status !== 200) throw new Error(`settings ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

/** A browser of this agent subscribed at the fake push service, with the server's key, through REST. */
export async function subscribeBrowser(http: Api, creds: Credentials, push: FakePushService, label = 'Chrome on Linux') {
  const { pushPublicKey } = await settingsOf(http, creds);
  const browser = push.subscriber({ applicationServerKey: pushPublicKey });
  const res = await http.post<{ id: string }>('/api/notification/push/subscribe', { ...browser, label }, creds);
  if (res.status !== 200) throw new Error(`subscribe ${res.status}: ${JSON.stringify(res.body)}`);
  return { ...browser, id: res.body.data!.id };
}

export const pushesTo = (push: FakePushService, endpoint: string) => push.received.filter((p) => p.endpoint === endpoint);
export const payloadOf = (p: { payload: unknown }) => p.payload as PushJson;
