import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push the service accepted: VAPID checked, payload decrypted. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload parsed as JSON (the raw text when it is not JSON). */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID key (k) it was signed with, and the JWT's claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  at: number;
}

/** A request it refused (or answered as told by answerWith), with the reason a real service would give. */
export interface RejectedPush {
  endpoint: string;
  status: number;
  reason: string;
  at: number;
}

/** What a browser hands the application after PushManager.subscribe(). */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  /** The origin, e.g. http://127.0.0.1:40123 (the VAPID audience of every endpoint here). */
  url: string;
  received: ReceivedPush[];
  rejected: RejectedPush[];
  /**
   * A new browser subscription: a P-256 key pair and a 16-byte auth secret, the private half kept to
   * decrypt. With applicationServerKey, pushes signed with any other VAPID key are refused (403).
   */
  subscriber(opts?: { applicationServerKey?: string }): FakeSubscription;
  /** Resolves with the first push (already received or arriving) that matches. */
  waitFor(predicate: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  /** Resolves with the first refusal (already recorded or coming) that matches. */
  waitForRejected(predicate: (rejected: RejectedPush) => boolean, timeoutMs?: number): Promise<RejectedPush>;
  /** The endpoint answers this status (410 expired, 404 unknown, 500, 429...) the next `times` pushes; every one when omitted. */
  answerWith(endpoint: string, status: number, times?: number): void;
  close(): Promise<void>;
}

interface Subscription {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey?: string;
}

/** RFC 8030 asks push services to accept 4096 bytes of payload; more is 413. */
const MAX_BODY_BYTES = 4096;
const DAY_SECONDS = 24 * 60 * 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const b64url = (text: string): Buffer => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Refusal(401, 'not unpadded base64url');
  return Buffer.from(text, 'base64url');
};

const header = (req: http.IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** An uncompressed P-256 point (0x04 || x || y) as a key node:crypto verifies with. */
function p256Key(point: Buffer) {
  if (point.length !== 65 || point[0] !== 0x04) throw new Refusal(401, 'k is not a 65-byte uncompressed P-256 public key');
  try {
    return createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
  } catch {
    throw new Refusal(401, 'k is not a point on P-256');
  }
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<key>`, the JWT ES256 with a JOSE (r||s) signature by
 * k, aud the endpoint's origin, exp in the future and at most 24 hours ahead, sub mailto: or https:.
 */
function checkVapid(req: http.IncomingMessage, origin: string, sub: Subscription): { vapidKey: string; claims: ReceivedPush['claims'] } {
  const auth = header(req, 'authorization');
  if (!auth) throw new Refusal(401, 'no Authorization header');
  const match = /^vapid\s+(.*)$/i.exec(auth);
  if (!match) throw new Refusal(401, `Authorization is not the vapid scheme: ${auth.split(' ')[0]}`);
  const params = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) throw new Refusal(401, 'vapid Authorization needs t= and k=');
  const key = p256Key(b64url(k));
  const parts = token.split('.');
  if (parts.length !== 3) throw new Refusal(401, 'the JWT does not have three parts');
  const [head, body, signature] = parts as [string, string, string];
  let jose: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    jose = JSON.parse(b64url(head).toString('utf8')) as Record<string, unknown>;
    claims = JSON.parse(b64url(body).toString('utf8')) as Record<string, unknown>;
  } catch (err) {
    throw err instanceof Refusal ? err : new Refusal(401, 'the JWT header or claims are not JSON');
  }
  if (jose.typ !== 'JWT' || jose.alg !== 'ES256') throw new Refusal(401, `the JWT header is ${JSON.stringify(jose)}, not typ JWT alg ES256`);
  const sig = b64url(signature);
  if (sig.length !== 64) throw new Refusal(401, `the signature is ${sig.length} bytes, not a 64-byte JOSE r||s`);
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, sig))
    throw new Refusal(401, 'the JWT signature does not verify with k');
  const now = Math.floor(Date.now() / 1000);
  const { aud, exp, sub: subject } = claims;
  if (aud !== origin) throw new Refusal(401, `aud is ${String(aud)}, not ${origin}`);
  if (typeof exp !== 'number' || !Number.isInteger(exp)) throw new Refusal(401, 'exp is not an integer');
  if (exp <= now) throw new Refusal(401, 'the JWT has expired');
  if (exp > now + DAY_SECONDS) throw new Refusal(401, 'exp is more than 24 hours ahead');
  if (typeof subject !== 'string' || !/^(mailto:.+|https:\/\/.+)$/.test(subject))
    throw new Refusal(401, `sub is ${String(subject)}, not a mailto: or https: URL`);
  if (sub.applicationServerKey !== undefined && k !== sub.applicationServerKey)
    throw new Refusal(403, 'k is not the applicationServerKey this subscription was made for');
  return { vapidKey: k, claims: { aud, exp, sub: subject } };
}

/**
 * RFC 8188 records under RFC 8291 keys: header salt(16) rs(4) idlen(1) keyid (the sender's 65-byte
 * public key); IKM from the auth secret and the ECDH secret, CEK and NONCE from the salt; each record
 * AES-128-GCM with the nonce XOR its sequence number, ending in 0x01 (0x02 for the last) and zeros.
 */
function decrypt(body: Buffer, sub: Subscription): Buffer {
  if (body.length < 21) throw new Refusal(400, 'shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  if (rs < 18) throw new Refusal(400, `record size ${rs} is under 18`);
  if (idlen !== 65) throw new Refusal(400, `keyid is ${idlen} bytes, not the sender's 65-byte public key`);
  const senderKey = body.subarray(21, 21 + idlen);
  let secret: Buffer;
  try {
    secret = sub.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, 'keyid is not a P-256 public key');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idlen);
  if (records.length === 0) throw new Refusal(400, 'no records');
  const plain: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq += 1, at += rs) {
    const record = records.subarray(at, at + rs);
    const last = at + rs >= records.length;
    if (record.length < 17) throw new Refusal(400, `record ${seq} is too short`);
    const iv = Buffer.from(nonce);
    // A record count fits in 32 bits: the sequence number only touches the nonce's last four bytes.
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let padded: Buffer;
    try {
      padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, `record ${seq} does not decrypt (wrong keys or a corrupt body)`);
    }
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (end < 0 || padded[end] !== (last ? 2 : 1)) throw new Refusal(400, `record ${seq} lacks its ${last ? '0x02' : '0x01'} padding delimiter`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/**
 * A push service on 127.0.0.1 that checks what a real one checks (VAPID, aes128gcm, TTL, size) and
 * decrypts each push as the subscribed browser would. Waits resolve from the request handler.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const subscriptions = new Map<string, Subscription>();
  const answers = new Map<string, { status: number; times: number }>();
  const received: ReceivedPush[] = [];
  const rejected: RejectedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const handle = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): void => {
    const endpoint = `${origin}${req.url ?? ''}`;
    const at = Date.now();
    const refuse = (status: number, reason: string) => {
      rejected.push({ endpoint, status, reason, at });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    if (req.method !== 'POST') return refuse(405, `${req.method} is not a push`);
    const sub = subscriptions.get(req.url ?? '');
    if (!sub) return refuse(404, 'no such subscription');
    const told = answers.get(req.url ?? '');
    if (told) {
      told.times -= 1;
      if (told.times <= 0) answers.delete(req.url ?? '');
      return refuse(told.status, `answering ${told.status} as told`);
    }
    if (body.length > MAX_BODY_BYTES) return refuse(413, `the payload is ${body.length} bytes, over ${MAX_BODY_BYTES}`);
    try {
      const vapid = checkVapid(req, origin, sub);
      const ttl = header(req, 'ttl');
      if (ttl === undefined || !/^\d+$/.test(ttl)) throw new Refusal(400, 'no TTL header (RFC 8030 §5.2)');
      const encoding = header(req, 'content-encoding');
      if (encoding !== 'aes128gcm') throw new Refusal(415, `Content-Encoding is ${encoding ?? 'missing'}, not aes128gcm`);
      const text = decrypt(body, sub).toString('utf8');
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        payload = text;
      }
      received.push({ endpoint, payload, ttl, urgency: header(req, 'urgency'), topic: header(req, 'topic'), ...vapid, at });
      res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      refuse(err.status, err.message);
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        handle(req, Buffer.concat(chunks), res);
      } catch (err) {
        // A bug of the fake's own: a 500 the test sees, not a crashed test run.
        rejected.push({ endpoint: `${origin}${req.url ?? ''}`, status: 500, reason: `fake push service error: ${(err as Error).message}`, at: Date.now() });
        if (!res.headersSent) res.writeHead(500).end();
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function wait<T>(list: T[], predicate: (item: T) => boolean, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = list.find(predicate);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        const seen = [...received.map((r) => `received ${r.endpoint}`), ...rejected.map((r) => `${r.status} ${r.endpoint}: ${r.reason}`)];
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; so far: ${seen.join('; ') || 'nothing'}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    url: origin,
    received,
    rejected,
    subscriber: (opts = {}) => {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      subscriptions.set(path, { ecdh, publicKey, auth, applicationServerKey: opts.applicationServerKey });
      return { endpoint: `${origin}${path}`, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    waitFor: (predicate, timeoutMs = 20_000) => wait(received, predicate, 'a push', timeoutMs),
    waitForRejected: (predicate, timeoutMs = 20_000) => wait(rejected, predicate, 'a refused push', timeoutMs),
    answerWith: (endpoint, status, times = Number.POSITIVE_INFINITY) => {
      answers.set(new URL(endpoint).pathname, { status, times });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
