import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { loadConfig } from '../../../config/env';
import { createLogger } from '../../../common/logger';
import type { FileStorage } from '../../file/file-storage';
import { attachmentName, fetchAttachment, type AttachmentDeps } from '../platform-attachment';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DAwMDAAAAHBAEBiHyGAAAAAElFTkSuQmCC', 'base64');
/** A Windows program's first bytes: what file-type knows as application/x-msdownload. */
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** Storage in memory: what was put and is still there. */
function memoryStorage(): FileStorage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    kind: 'local',
    objects,
    async put(key: string, body: Readable) {
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(c as Buffer);
      const bytes = Buffer.concat(chunks);
      objects.set(key, bytes);
      return { size: bytes.length };
    },
    async get() {
      return null;
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
}

describe('platform attachments', () => {
  let server: http.Server;
  let base: string;
  let deps: AttachmentDeps & { storage: ReturnType<typeof memoryStorage> };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else if (req.url === '/invoice.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PROGRAM);
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
      else if (req.url === '/big.bin') res.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.alloc(5000));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    deps = {
      config: loadConfig({ FILE_MAX_BYTES: '4096', ALLOW_PRIVATE_FETCH: '1', LOG_LEVEL: 'silent' }),
      storage: memoryStorage(),
      logger: createLogger('silent'),
    };
  });

  it('stores an image through the safe fetch, sized for its preview', async () => {
    const part = await fetchAttachment(deps, 'w1', 'image', `${base}/photo.png`);
    expect(part.meta).toMatchObject({ type: 3, subtype: 2, file: { name: 'photo.png', contentType: 'image/png', previewDimension: { width: 2, height: 1 } } });
    expect(deps.storage.objects.get(part.file!.key)?.equals(PNG)).toBe(true);
  });

  it('judges the bytes as uploads are judged: a program sent as image/png is refused and not kept', async () => {
    const part = await fetchAttachment(deps, 'w1', 'image', `${base}/invoice.png`);
    expect(part.meta.failedAttachment).toEqual({ reason: 'typeNotAllowed', kind: 'image', name: 'invoice.png' });
    expect(part.file).toBeUndefined();
    expect(deps.storage.objects.size).toBe(0);
  });

  it('refuses a declared type FILE_ALLOWED_TYPES does not list before storing anything', async () => {
    const part = await fetchAttachment(deps, 'w1', 'file', `${base}/page.html`);
    expect(part.meta.failedAttachment?.reason).toBe('typeNotAllowed');
    expect(deps.storage.objects.size).toBe(0);
  });

  it('an answer over FILE_MAX_BYTES is a failed attachment, not an error of the delivery', async () => {
    const part = await fetchAttachment(deps, 'w1', 'file', `${base}/big.bin`);
    expect(part.meta.failedAttachment?.reason).toBe('tooLarge');
    expect(deps.storage.objects.size).toBe(0);
  });

  it('without ALLOW_PRIVATE_FETCH the local server is a blocked address', async () => {
    const strict = { ...deps, config: { ...deps.config, allowPrivateFetch: false } };
    const part = await fetchAttachment(strict, 'w1', 'image', `${base}/photo.png`);
    expect(part.meta.failedAttachment?.reason).toBe('blockedAddress');
  });

  it('names a file leniently: a malformed %-escape keeps the raw segment', () => {
    expect(attachmentName('https://cdn.example.com/a/r%C3%A9sum%C3%A9.pdf?x=1', 'file')).toBe('résumé.pdf');
    expect(attachmentName('https://cdn.example.com/a/100%25%ZZ.pdf', 'file')).toBe('100%25%ZZ.pdf');
    expect(attachmentName('https://cdn.example.com/', 'image')).toBe('image');
    expect(attachmentName('not a url', 'audio')).toBe('audio');
  });
});
