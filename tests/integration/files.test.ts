import fs from 'node:fs';
import { databaseVariants, type DatabaseVariant } from '../support/databases';
import type { Credentials } from '../support/http';
import { GatewayClient } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, history, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../factories/conversation';
import { LIMIT, png, gif, WEBM_HEADER, authHeaders, upload, download, storedOnDisk, messageCount, type FileMessage } from '../support/files';

describe.each(databaseVariants())('message files on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, own: Person, outsider: Person, alice: Person, bob: Person;
  let aliceWidget: Credentials, bobWidget: Credentials;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): its own upload limit (FILE_MAX_BYTES) and the files in its data directory.
    server = await startTestServer(variant, { FILE_MAX_BYTES: String(LIMIT) });
    w = await setUpWorkspace(server.parley, server.url);
    [agent, own, outsider] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations']), w.agent(['ownConversations'])]);
    [alice, bob] = await Promise.all([w.visitor('f-alice'), w.visitor('f-bob')]);
    // The widget sends its token with the workspace's API key header.
    aliceWidget = { ...alice.creds, apiKey: w.appKey };
    bobWidget = { ...bob.creds, apiKey: w.appKey };
  });
  afterAll(() => server?.close());

  const conversation = (customer = alice) => createConversation(w.http, agent.creds, { customer: [customer.id], agent: [own.id] });
  it('sends a text file: answers id, timestamp and meta, lists it, tells readers, and streams it back', async () => {
    const c = await conversation();
    const socket = await GatewayClient.connect(server.url, agent.creds.token!);
    try {
      const text = Buffer.from('Order 42: two chairs.\n');
      const sent = await upload(server.url, agent.creds, { conversationId: c.id, dataType: '51', internal: 'false', localId: 'f-1', subtype: '1' }, [
        { name: 'order.txt', type: 'text/plain', data: text },
      ]);
      expect(sent.status).toBe(200);
      const m = sent.body.data!;
      expect(m).toMatchObject({
        conversationId: c.id,
        seq: 1,
        localId: 'f-1',
        senderType: 'agent',
        senderId: agent.id,
        internal: false,
        pushContent: 'tb_file',
        meta: {
          type: 3,
          subtype: 1,
          file: { name: 'order.txt', contentType: 'text/plain', fileSize: text.length, fileUrl: `/api/message/download?messageId=${m.id}` },
        },
      });
      expect(typeof m.timestamp).toBe('number');
      expect(m.meta.file.previewDimension).toBeUndefined();
      // The realtime event carries the meta as answered (download URL included).
      const event = await socket.next((e) => e.event === 'message.created' && e.data?.id === m.id);
      expect((event.data as unknown as FileMessage).meta.file.fileUrl).toBe(m.meta.file.fileUrl);
      const files = await history(w.http, alice.creds, c.id, 'msgTypeFilter=3&msgSubtypeFilter=1');
      expect(files.body).toMatchObject({ total: 1, data: [{ id: m.id, meta: { file: { fileUrl: m.meta.file.fileUrl } } }] });

      const got = await download(server.url, agent.creds, m.id);
      expect(got.status).toBe(200);
      expect(got.bytes.equals(text)).toBe(true);
      expect(got.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(got.headers.get('content-length')).toBe(String(text.length));
      expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="?order\.txt"?$/);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('content-security-policy')).toContain('sandbox');
      // Stored under DATA_DIR/files, in the workspace's folder, never under a client-given name.
      const stored = storedOnDisk(server).filter((f) => f.includes(w.workspaceId));
      expect(stored.some((f) => fs.readFileSync(f).equals(text) && !f.includes('order'))).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('sends an image with a preview: the preview size is stored, both download inline', async () => {
    const c = await conversation();
    const image = png(640, 480);
    const preview = png(160, 120);
    const sent = await upload(server.url, aliceWidget, { conversationId: c.id, subtype: '2', localId: 'img-1' }, [
      { name: 'photo.png', type: 'image/png', data: image },
      { field: 'previewFile', name: 'photo-small.png', type: 'image/png', data: preview },
    ]);
    expect(sent.status).toBe(200);
    const m = sent.body.data!;
    expect(m).toMatchObject({
      senderType: 'customer',
      pushContent: 'tb_image',
      meta: {
        type: 3,
        subtype: 2,
        file: { name: 'photo.png', contentType: 'image/png', fileSize: image.length, previewDimension: { width: 160, height: 120 } },
      },
    });
    const full = await download(server.url, agent.creds, m.id);
    expect(full.bytes.equals(image)).toBe(true);
    expect(full.headers.get('content-disposition')).toMatch(/^inline; /);
    const small = await download(server.url, aliceWidget, m.id, true);
    expect(small.status).toBe(200);
    expect(small.bytes.equals(preview)).toBe(true);
    expect(small.headers.get('content-type')).toBe('image/png');

    // No preview: the image's own size; the format comes from the bytes (a GIF sent as octet-stream).
    const alone = await upload(server.url, agent.creds, { conversationId: c.id, subtype: '2' }, [
      { name: 'anim.gif', type: 'application/octet-stream', data: gif(300, 200) },
    ]);
    expect(alone.status).toBe(200);
    expect(alone.body.data!.meta.file).toMatchObject({ contentType: 'image/gif', previewDimension: { width: 300, height: 200 } });
    const asPreview = await download(server.url, agent.creds, alone.body.data!.id, true);
    expect(asPreview.bytes.equals(gif(300, 200))).toBe(true);
    // HEIC (allowed, honest, but not shown by browsers): through its preview, or as a plain file without one.
    const heic = Buffer.from('\0\0\0\x18ftypheic not parsed here', 'latin1');
    const withPreview = await upload(server.url, aliceWidget, { conversationId: c.id, subtype: '2' }, [
      { name: 'IMG_1.HEIC', type: 'image/heic', data: heic },
      { field: 'previewFile', name: 'IMG_1.png', type: 'image/png', data: png(90, 120) },
    ]);
    expect(withPreview.body.data).toMatchObject({ meta: { subtype: 2, file: { contentType: 'image/heic', previewDimension: { width: 90, height: 120 } } } });
    const withoutPreview = await upload(server.url, aliceWidget, { conversationId: c.id, subtype: '2' }, [
      { name: 'IMG_2.HEIC', type: 'image/heic', data: heic },
    ]);
    expect(withoutPreview.body.data).toMatchObject({ pushContent: 'tb_file', meta: { subtype: 1, file: { contentType: 'image/heic' } } });
    expect(withoutPreview.body.data!.meta.file.previewDimension).toBeUndefined();
    const photos = await history(w.http, agent.creds, c.id, 'msgTypeFilter=3&msgSubtypeFilter=2');
    expect(photos.body.total).toBe(3);
  });

  it('sends audio as a voice message (type 2) with name, size and type', async () => {
    const c = await conversation();
    // A WebM recording's header (the bytes are judged by it), then its body.
    const voice = Buffer.concat([WEBM_HEADER, Buffer.alloc(4000 - WEBM_HEADER.length, 0x5a)]);
    const sent = await upload(server.url, agent.creds, { conversationId: c.id, type: '2' }, [{ name: 'voice.webm', type: 'audio/webm', data: voice }]);
    expect(sent.status).toBe(200);
    expect(sent.body.data!.meta).toEqual({
      type: 2,
      file: { name: 'voice.webm', contentType: 'audio/webm', fileSize: 4000, fileUrl: `/api/message/download?messageId=${sent.body.data!.id}` },
    });
    expect((await history(w.http, alice.creds, c.id, 'msgTypeFilter=2')).body.total).toBe(1);
    const got = await download(server.url, aliceWidget, sent.body.data!.id);
    expect([got.status, got.headers.get('content-type'), got.bytes.equals(voice)]).toEqual([200, 'audio/webm', true]);
  });

  it('stores a file as what its bytes are: a PNG sent as a JPEG is served as a PNG', async () => {
    const c = await conversation();
    const sent = await upload(server.url, agent.creds, { conversationId: c.id }, [{ name: 'photo.jpg', type: 'image/jpeg', data: png(3, 2) }]);
    expect([sent.status, sent.body.data?.meta.file.contentType]).toEqual([200, 'image/png']);
    const got = await download(server.url, aliceWidget, sent.body.data!.id);
    expect([got.status, got.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('is idempotent on localId: a resend answers the first message and keeps one file', async () => {
    const c = await conversation();
    const before = storedOnDisk(server).length;
    const form = { conversationId: c.id, localId: 'same-upload' };
    const first = await upload(server.url, aliceWidget, form, [{ name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1 first') }]);
    const again = await upload(server.url, aliceWidget, form, [{ name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1 second try') }]);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(first.body.data!.id);
    expect(again.body.data!.meta).toEqual(first.body.data!.meta);
    expect(await messageCount(server, c.id)).toBe(1);
    expect(storedOnDisk(server)).toHaveLength(before + 1);
    const got = await download(server.url, agent.creds, first.body.data!.id);
    expect(got.bytes.toString()).toBe('%PDF-1 first');
    // A reply quotes through the same path as text messages.
    const reply = await upload(server.url, agent.creds, { conversationId: c.id, replyId: first.body.data!.id }, [
      { name: 'b.txt', type: 'text/plain', data: Buffer.from('b') },
    ]);
    expect(reply.body.data!.meta).toMatchObject({ reply: { id: first.body.data!.id, type: 3, senderType: 'customer' } });
  });

  it('downloads only for those who may read the message', async () => {
    const other = await setUpWorkspace(server.parley, server.url);
    const tokenAll = await w.token(['allConversations']);
    const c = await conversation(alice);
    const publicFile = await upload(server.url, agent.creds, { conversationId: c.id }, [
      { name: 'public.txt', type: 'text/plain', data: Buffer.from('for alice') },
    ]);
    const internalFile = await upload(server.url, agent.creds, { conversationId: c.id, internal: 'true' }, [
      { name: 'note.txt', type: 'text/plain', data: Buffer.from('agents only') },
    ]);
    expect([publicFile.status, internalFile.status]).toEqual([200, 200]);
    expect(internalFile.body.data!.internal).toBe(true);
    const text = await sendText(w.http, agent.creds, c.id, 'not a file');
    const matrix: [string, Credentials | undefined, number, number][] = [
      ['allConversations', agent.creds, 200, 200],
      ['ownConversations, assigned', own.creds, 200, 200],
      ['ownConversations, not assigned', outsider.creds, 404, 404],
      ['API token, allConversations', tokenAll.creds, 200, 200],
      ['the customer (widget: token and API key)', aliceWidget, 200, 404],
      ['the customer (token only)', alice.creds, 200, 404],
      ['another customer', bobWidget, 404, 404],
      ['an agent of another workspace', other.owner.creds, 404, 404],
      ['nobody', undefined, 401, 401],
    ];
    for (const [who, creds, pub, internal] of matrix) {
      const [a, b] = await Promise.all([download(server.url, creds, publicFile.body.data!.id), download(server.url, creds, internalFile.body.data!.id)]);
      expect([who, a.status, b.status]).toEqual([who, pub, internal]);
      if (pub === 200) expect(a.bytes.toString()).toBe('for alice');
    }
    expect((await download(server.url, agent.creds, text.id)).status).toBe(404);
    const malformed = await fetch(`${server.url}/api/message/download?messageId=../../etc/passwd`, { headers: authHeaders(agent.creds) });
    expect(malformed.status).toBe(400);
    // A deleted message's file is gone for everyone.
    expect((await w.http.post('/api/message/delete', { messageId: publicFile.body.data!.id }, agent.creds)).status).toBe(200);
    expect((await download(server.url, agent.creds, publicFile.body.data!.id)).status).toBe(404);
  });

  it('keeps a Chinese file name and sends it back as RFC 5987 filename*', async () => {
    const c = await conversation();
    const name = '報價單 2024(最終).pdf';
    const sent = await upload(server.url, agent.creds, { conversationId: c.id }, [{ name, type: 'application/pdf', data: Buffer.from('%PDF-1.4') }]);
    expect(sent.status).toBe(200);
    expect(sent.body.data!.meta.file.name).toBe(name);
    const got = await download(server.url, aliceWidget, sent.body.data!.id);
    const disposition = got.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename=("[\x20-\x7e]+"|[!#$%&'*+.^_`|~0-9A-Za-z-]+); filename\*=UTF-8''[A-Za-z0-9%._~-]+$/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1];
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(encoded).toContain('%E5%A0%B1%E5%83%B9%E5%96%AE');
    // The file name is what the message is found by.
    const [seen] = (await w.http.get<{ lastMessage: { text: string } }[]>(`/api/conversation/get?id=${c.id}`, agent.creds)).body.data!;
    expect(seen.lastMessage.text).toBe(name);
  });
});
