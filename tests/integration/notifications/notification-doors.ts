import { databaseVariants } from '../../support/databases';
import { startFakePushService, type FakePushService } from '../../support/fake-push-service';
import type { TestServer } from '../../support/server';
import { setUpWorkspace, type TestWorkspace } from '../../factories/conversation';
import { notificationServer, settingsOf, subscribeBrowser, type SettingsJson } from './notification-env';

describe.each(databaseVariants())('Notification settings on both doors on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let push: FakePushService;

  beforeAll(async () => {
    server = await notificationServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    push = await startFakePushService();
  });
  afterAll(async () => {
    await push?.close();
  });

  test('an agent reads the push key and their choices, every kind on by default; a visitor is refused', async () => {
    const agent = await w.agent(['ownConversations']);
    const rest = await settingsOf(w.http, agent.creds);
    expect(rest.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect(rest.emailWindowMinutes).toBeCloseTo(2 / 60);
    expect(rest.preferences).toEqual({
      newConversation: { push: true, email: true },
      assignedMessage: { push: true, email: true },
      mention: { push: true, email: true },
    });
    expect(rest.pushSubscriptions).toEqual([]);
    const gql = await w.http.graphql<{ notificationSettings: SettingsJson }>(
      '{ notificationSettings { pushPublicKey emailWindowMinutes preferences { newConversation { push email } assignedMessage { push email } mention { push email } } pushSubscriptions { id label } } }',
      {},
      agent.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.notificationSettings.pushPublicKey).toBe(rest.pushPublicKey);

    const visitor = await w.visitor();
    const refused = await w.http.get('/api/notification/settings', visitor.creds);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.reason).toBe('notification.forAgents');
  });

  test('a browser subscribes once per endpoint, is listed, and is removed only by its agent', async () => {
    const agent = await w.agent(['ownConversations']);
    const other = await w.agent(['ownConversations']);
    const browser = await subscribeBrowser(w.http, agent.creds, push, 'Firefox on Windows');
    // The same browser subscribing again (new keys after a key change) replaces its row.
    const again = await w.http.post<{ id: string }>('/api/notification/push/subscribe', { endpoint: browser.endpoint, keys: browser.keys }, agent.creds);
    expect(again.status).toBe(200);
    const listed = (await settingsOf(w.http, agent.creds)).pushSubscriptions;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: browser.id, lastPushAt: null });

    const gql = await w.http.graphql<{ subscribePush: { id: string; label: string } }>(
      'mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) { id label } }',
      { input: { ...push.subscriber().keys, endpoint: `${push.url}/push/gql-${Date.now()}`, label: 'Chrome on macOS' } },
      agent.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.subscribePush.label).toBe('Chrome on macOS');
    expect((await settingsOf(w.http, agent.creds)).pushSubscriptions.map((s) => s.label)).toEqual(['Firefox on Windows', 'Chrome on macOS']);

    expect((await w.http.post('/api/notification/push/remove', { id: browser.id }, other.creds)).status).toBe(404);
    const removed = await w.http.graphql<{ removePushSubscription: boolean }>(
      'mutation($id: ID!) { removePushSubscription(id: $id) }',
      { id: browser.id },
      agent.creds,
    );
    expect(removed.data?.removePushSubscription).toBe(true);
    expect((await settingsOf(w.http, agent.creds)).pushSubscriptions.map((s) => s.label)).toEqual(['Chrome on macOS']);
  });

  test('bad subscriptions, choices and focus reports are refused with the field named', async () => {
    const agent = await w.agent(['ownConversations']);
    const keys = push.subscriber().keys;
    const cases: [string, unknown][] = [
      ['/api/notification/push/subscribe', { endpoint: 'ftp://push.example/x', keys }],
      ['/api/notification/push/subscribe', { endpoint: `${push.url}/push/x`, keys: { p256dh: 'not base64!', auth: keys.auth } }],
      ['/api/notification/push/subscribe', { endpoint: `${push.url}/push/x` }],
      ['/api/notification/push/remove', { id: 'nope' }],
      ['/api/notification/preferences', { newConversation: { push: 'yes', email: true } }],
      ['/api/notification/preferences', { somethingElse: { push: true, email: true } }],
      ['/api/notification/focus', { tabId: 'short', focused: true }],
      ['/api/notification/focus', { tabId: 'tab-1234567', focused: 'maybe' }],
    ];
    for (const [path, body] of cases) {
      const res = await w.http.post(path, body, agent.creds);
      expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
    }
    const gql = await w.http.graphql('mutation { reportConsoleFocus(tabId: "x", focused: true) }', {}, agent.creds);
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('choices change per kind on either door; the kinds not given stay', async () => {
    const agent = await w.agent(['ownConversations']);
    const res = await w.http.post('/api/notification/preferences', { mention: { push: false, email: true } }, agent.creds);
    expect(res.status).toBe(200);
    const gql = await w.http.graphql<{ updateNotificationPreferences: SettingsJson['preferences'] }>(
      'mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { newConversation { push email } assignedMessage { push email } mention { push email } } }',
      { input: { assignedMessage: { push: true, email: false } } },
      agent.creds,
    );
    expect(gql.data!.updateNotificationPreferences).toEqual({
      newConversation: { push: true, email: true },
      assignedMessage: { push: true, email: false },
      mention: { push: false, email: true },
    });
    expect((await settingsOf(w.http, agent.creds)).preferences.mention).toEqual({ push: false, email: true });
  });
});
