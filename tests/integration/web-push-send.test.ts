// The Web Push sender (server/src/modules/notification/web-push-send.ts) against the fake push
// service, which checks the VAPID JWT and decrypts the aes128gcm payload as a push service and a
// browser would. No Parley server: this is the wire format and the answers' meaning.
import { createPrivateKey, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { fitPayload, MAX_PAYLOAD_BYTES, sendWebPush, type PushPayload, type SendWebPushOptions } from '../../server/src/modules/notification/web-push-send';
import { startFakePushService, type FakePushService, type FakeSubscription } from '../support/fake-push-service';

const keys = webpush.generateVAPIDKeys();
const otherKeys = webpush.generateVAPIDKeys();
const opts: SendWebPushOptions = { vapid: keys, subject: 'mailto:admin@example.com', allowPrivate: true, timeoutMs: 5000 };

const payload: PushPayload = {
  title: 'New conversation — 新對話',
  body: 'Hello, is anyone there? 您好 👋🏽',
  url: 'http://localhost:3000/conversation/c-1',
  tag: 'c-1',
  conversationId: 'c-1',
  kind: 'newConversation',
};

const target = (sub: FakeSubscription) => ({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, authSecret: sub.keys.auth });

describe('sendWebPush through the fake push service', () => {
  let push: FakePushService;
  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(() => push.close());

  it('delivers a push the browser decrypts to the same payload, signed for the endpoint origin', async () => {
    const sub = push.subscriber({ applicationServerKey: keys.publicKey });
    const sentAt = Date.now();
    const outcome = await sendWebPush(target(sub), payload, { ...opts, ttlSeconds: 3600, urgency: 'high', topic: 'conv-c-1' });
    expect(outcome).toEqual({ kind: 'sent', status: 201 });
    const got = await push.waitFor((p) => p.endpoint === sub.endpoint);
    expect(got.payload).toEqual(payload);
    expect(got).toMatchObject({ ttl: '3600', urgency: 'high', topic: 'conv-c-1', vapidKey: keys.publicKey });
    expect(got.claims.aud).toBe(push.url);
    expect(got.claims.sub).toBe('mailto:admin@example.com');
    expect(got.claims.exp * 1000).toBeGreaterThan(sentAt);
    expect(got.claims.exp * 1000).toBeLessThanOrEqual(sentAt + 24 * 3600 * 1000);
  });

  it('sends a day of TTL and normal urgency unless told', async () => {
    const sub = push.subscriber();
    expect(await sendWebPush(target(sub), payload, opts)).toEqual({ kind: 'sent', status: 201 });
    const got = await push.waitFor((p) => p.endpoint === sub.endpoint);
    expect(got).toMatchObject({ ttl: '86400', urgency: 'normal', topic: undefined });
  });

  it('is refused when signed with a VAPID key other than the subscription was made for (403, not retried)', async () => {
    const sub = push.subscriber({ applicationServerKey: keys.publicKey });
    const outcome = await sendWebPush(target(sub), payload, { ...opts, vapid: otherKeys });
    expect(outcome).toMatchObject({ kind: 'failed', status: 403, retry: false });
    const refused = await push.waitForRejected((r) => r.endpoint === sub.endpoint);
    expect(refused.reason).toMatch(/applicationServerKey/);
  });

  it('is refused when the JWT signature does not verify with the key it names (401, not retried)', async () => {
    const sub = push.subscriber();
    // Our public key, another pair's private key: the JWT is well formed but signed by someone else.
    const outcome = await sendWebPush(target(sub), payload, { ...opts, vapid: { publicKey: keys.publicKey, privateKey: otherKeys.privateKey } });
    expect(outcome).toMatchObject({ kind: 'failed', status: 401, retry: false });
    expect((await push.waitForRejected((r) => r.endpoint === sub.endpoint)).reason).toMatch(/signature/);
  });

  it('answers gone for 410 and 404, so the caller drops the subscription', async () => {
    const expired = push.subscriber();
    push.answerWith(expired.endpoint, 410);
    expect(await sendWebPush(target(expired), payload, opts)).toEqual({ kind: 'gone', status: 410 });
    const unknown = push.subscriber();
    push.answerWith(unknown.endpoint, 404);
    expect(await sendWebPush(target(unknown), payload, opts)).toEqual({ kind: 'gone', status: 404 });
    expect(await sendWebPush({ ...target(unknown), endpoint: `${push.url}/push/never-made` }, payload, opts)).toEqual({ kind: 'gone', status: 404 });
  });

  it('retries 500 and 429, and the next attempt goes through', async () => {
    const sub = push.subscriber();
    push.answerWith(sub.endpoint, 500, 1);
    expect(await sendWebPush(target(sub), payload, opts)).toMatchObject({ kind: 'failed', status: 500, retry: true });
    push.answerWith(sub.endpoint, 429, 1);
    expect(await sendWebPush(target(sub), payload, opts)).toMatchObject({ kind: 'failed', status: 429, retry: true });
    expect(await sendWebPush(target(sub), payload, opts)).toEqual({ kind: 'sent', status: 201 });
    await push.waitFor((p) => p.endpoint === sub.endpoint);
  });

  it('does not retry other refusals (400, 413)', async () => {
    const sub = push.subscriber();
    push.answerWith(sub.endpoint, 400, 1);
    expect(await sendWebPush(target(sub), payload, opts)).toMatchObject({ kind: 'failed', status: 400, retry: false });
    push.answerWith(sub.endpoint, 413, 1);
    expect(await sendWebPush(target(sub), payload, opts)).toMatchObject({ kind: 'failed', status: 413, retry: false });
  });

  it('sends only to https endpoints unless private fetch is allowed, and never to loopback then', async () => {
    const sub = push.subscriber();
    const strict = { ...opts, allowPrivate: false };
    const http1 = await sendWebPush(target(sub), payload, strict);
    expect(http1).toMatchObject({ kind: 'failed', status: null, retry: false });
    expect(http1.kind === 'failed' && http1.reason).toMatch(/https only/);
    for (const endpoint of ['ftp://127.0.0.1/push', 'not a url', 'javascript:alert(1)']) {
      expect(await sendWebPush({ ...target(sub), endpoint }, payload, opts)).toMatchObject({ kind: 'failed', retry: false });
    }
    const loopback = await sendWebPush({ ...target(sub), endpoint: sub.endpoint.replace('http:', 'https:') }, payload, strict);
    expect(loopback).toMatchObject({ kind: 'failed', status: null, retry: false });
    expect(loopback.kind === 'failed' && loopback.reason).toMatch(/127\.0\.0\.1/);
    // The one push that reaches the fake for this subscription is the allowed one sent after.
    expect(await sendWebPush(target(sub), { ...payload, tag: 'after' }, opts)).toEqual({ kind: 'sent', status: 201 });
    await push.waitFor((p) => p.endpoint === sub.endpoint);
    expect(push.received.filter((p) => p.endpoint === sub.endpoint).map((p) => (p.payload as PushPayload).tag)).toEqual(['after']);
    expect(push.rejected.filter((r) => r.endpoint === sub.endpoint)).toEqual([]);
  });

  it('shortens a long body to fit the push limit, by whole characters, and the push service takes it', async () => {
    const sub = push.subscriber();
    const long = 'Ünïcödé 您好 👋🏽 "quoted" \\ '.repeat(400);
    expect(await sendWebPush(target(sub), { ...payload, body: long }, opts)).toEqual({ kind: 'sent', status: 201 });
    const got = (await push.waitFor((p) => p.endpoint === sub.endpoint)).payload as PushPayload;
    expect(Buffer.byteLength(JSON.stringify(got))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(Buffer.byteLength(JSON.stringify(got))).toBeGreaterThan(MAX_PAYLOAD_BYTES - 40);
    expect(got.body.endsWith('…')).toBe(true);
    expect(long.startsWith(got.body.slice(0, -1))).toBe(true);
    expect(got.body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect({ ...got, body: '' }).toEqual({ ...payload, body: '' });
  });

  it('answers failed, retried, when the push service is down or does not answer in time', async () => {
    const sub = push.subscriber();
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const slow = await sendWebPush({ ...target(sub), endpoint: `http://127.0.0.1:${port}/push/x` }, payload, { ...opts, timeoutMs: 300 });
      expect(slow).toMatchObject({ kind: 'failed', status: null, retry: true });
      expect(slow.kind === 'failed' && slow.reason).toMatch(/timed out/);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    // The port is closed now: connection refused.
    expect(await sendWebPush({ ...target(sub), endpoint: `http://127.0.0.1:${port}/push/x` }, payload, opts)).toMatchObject({ kind: 'failed', retry: true });
  });

  it('does not retry a subscription whose keys cannot encrypt', async () => {
    const sub = push.subscriber();
    const outcome = await sendWebPush({ ...target(sub), p256dh: 'AAAA' }, payload, opts);
    expect(outcome).toMatchObject({ kind: 'failed', status: null, retry: false });
  });
});

/** An ES256 JWT with these claims, signed by the pair (JOSE r||s), to try what web-push would never make. */
function vapidAuth(
  pair: { publicKey: string; privateKey: string },
  claims: Record<string, unknown>,
  head: Record<string, unknown> = { typ: 'JWT', alg: 'ES256' },
): string {
  const point = Buffer.from(pair.publicKey, 'base64url');
  const key = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: pair.privateKey, x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const input = `${Buffer.from(JSON.stringify(head)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `vapid t=${input}.${signature}, k=${pair.publicKey}`;
}

describe('the fake push service refuses what a real one refuses', () => {
  let push: FakePushService;
  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(() => push.close());

  /** A push web-push prepared for this subscription, its headers then changed by `tamper`, POSTed as is. */
  async function post(
    sub: FakeSubscription,
    tamper: (headers: Record<string, string>, body: Buffer) => Buffer | void,
  ): Promise<{ status: number; reason: string }> {
    const details = webpush.generateRequestDetails(sub, JSON.stringify(payload), {
      vapidDetails: { subject: 'mailto:a@example.com', ...keys },
      contentEncoding: 'aes128gcm',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) if (name !== 'Content-Length') headers[name] = String(value);
    const body = tamper(headers, details.body) ?? details.body;
    const res = await fetch(sub.endpoint, { method: 'POST', headers, body: new Uint8Array(body) });
    return { status: res.status, reason: await res.text() };
  }

  const now = () => Math.floor(Date.now() / 1000);

  it('takes an untouched push', async () => {
    expect((await post(push.subscriber(), () => undefined)).status).toBe(201);
  });

  it.each([
    ['no Authorization', (h: Record<string, string>) => void delete h.Authorization, /no Authorization/],
    [
      'another audience',
      (h: Record<string, string>) =>
        void (h.Authorization = vapidAuth(keys, { aud: 'https://fcm.googleapis.com', exp: now() + 600, sub: 'mailto:a@example.com' })),
      /aud/,
    ],
    [
      'an expired JWT',
      (h: Record<string, string>) => void (h.Authorization = vapidAuth(keys, { aud: push.url, exp: now() - 1, sub: 'mailto:a@example.com' })),
      /expired/,
    ],
    [
      'exp over 24 h ahead',
      (h: Record<string, string>) => void (h.Authorization = vapidAuth(keys, { aud: push.url, exp: now() + 25 * 3600, sub: 'mailto:a@example.com' })),
      /24 hours/,
    ],
    [
      'a subject that is no URL',
      (h: Record<string, string>) => void (h.Authorization = vapidAuth(keys, { aud: push.url, exp: now() + 600, sub: 'admin' })),
      /sub/,
    ],
    [
      'alg none',
      (h: Record<string, string>) =>
        void (h.Authorization = vapidAuth(keys, { aud: push.url, exp: now() + 600, sub: 'mailto:a@example.com' }, { typ: 'JWT', alg: 'none' })),
      /ES256/,
    ],
  ])('401 for %s', async (_what, tamper, reason) => {
    const answer = await post(push.subscriber(), tamper);
    expect(answer.status).toBe(401);
    expect(answer.reason).toMatch(reason);
  });

  it('400 without TTL, 415 for another encoding, 400 for a body that does not decrypt, 413 over 4096 bytes', async () => {
    expect(await post(push.subscriber(), (h) => void delete h.TTL)).toMatchObject({ status: 400, reason: expect.stringMatching(/TTL/) });
    expect(await post(push.subscriber(), (h) => void (h['Content-Encoding'] = 'aesgcm'))).toMatchObject({ status: 415 });
    expect(
      await post(push.subscriber(), (_h, body) => Buffer.concat([body.subarray(0, body.length - 1), Buffer.from([body[body.length - 1]! ^ 1])])),
    ).toMatchObject({
      status: 400,
      reason: expect.stringMatching(/decrypt/),
    });
    expect(await post(push.subscriber(), (_h, body) => Buffer.concat([body, Buffer.alloc(4096)]))).toMatchObject({ status: 413 });
    // Another browser's keys: the push was encrypted for someone else.
    const other = push.subscriber();
    const stolen = push.subscriber();
    expect(await post({ ...stolen, keys: other.keys }, () => undefined)).toMatchObject({ status: 400 });
  });
});

describe('fitPayload', () => {
  it('leaves a payload that fits alone', () => {
    expect(fitPayload(payload)).toBe(payload);
  });

  it('cuts between emoji sequences, never inside one', () => {
    const thumbs = '👍🏽';
    const fitted = fitPayload({ ...payload, body: thumbs.repeat(1000) })!;
    const kept = fitted.body.slice(0, -1);
    expect(kept.length % thumbs.length).toBe(0);
    expect(kept).toBe(thumbs.repeat(kept.length / thumbs.length));
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  });

  it('shortens the title when the body alone cannot make room, and gives up on a URL too long to send', () => {
    const fitted = fitPayload({ ...payload, title: '標題'.repeat(1000), body: 'x'.repeat(5000) })!;
    expect(fitted.body).toBe('');
    expect(fitted.title.endsWith('…')).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(fitPayload({ ...payload, url: `https://example.com/${'a'.repeat(4000)}` })).toBeNull();
  });
});
