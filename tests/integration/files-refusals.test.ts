import http from 'node:http';
import { databaseVariants, type DatabaseVariant } from '../support/databases';
import type { Credentials } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../factories/conversation';
import { sleep, LIMIT, png, exe, authHeaders, upload, storedOnDisk, messageCount, type Part } from '../support/files';

describe.each(databaseVariants())('message file refusals and limits on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, own: Person, alice: Person, bob: Person;
  let aliceWidget: Credentials, bobWidget: Credentials;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): its own upload limit (FILE_MAX_BYTES).
    server = await startTestServer(variant, { FILE_MAX_BYTES: String(LIMIT) });
    w = await setUpWorkspace(server.parley, server.url);
    [agent, own] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations'])]);
    [alice, bob] = await Promise.all([w.visitor('f-alice'), w.visitor('f-bob')]);
    // The widget sends its token with the workspace's API key header.
    aliceWidget = { ...alice.creds, apiKey: w.appKey };
    bobWidget = { ...bob.creds, apiKey: w.appKey };
  });
  afterAll(() => server?.close());

  const conversation = (customer = alice) => createConversation(w.http, agent.creds, { customer: [customer.id], agent: [own.id] });
  it('refuses what is too big, not allowed, not an image or missing, and then keeps no file and no message', async () => {
    const c = await conversation();
    const before = storedOnDisk(server).length;
    const send = (fields: Record<string, string>, files: Part[], creds: Credentials = agent.creds) =>
      upload(server.url, creds, { conversationId: c.id, ...fields }, files);
    const cases: [string, Promise<{ status: number; body: { error?: { message: string } } }>, number, RegExp][] = [
      [
        'one byte over the limit',
        send({}, [{ name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(LIMIT + 1) }]),
        413,
        /larger than the limit of 256 KB/,
      ],
      [
        'a preview over the limit',
        send({ subtype: '2' }, [
          { name: 'p.png', type: 'image/png', data: png(10, 10) },
          { field: 'previewFile', name: 'pp.png', type: 'image/png', data: Buffer.concat([png(10, 10), Buffer.alloc(LIMIT)]) },
        ]),
        413,
        /limit/,
      ],
      [
        'far over the limit (refused by its Content-Length)',
        send({}, [{ name: 'huge.zip', type: 'application/zip', data: Buffer.alloc(LIMIT * 4) }]),
        413,
        /limit/,
      ],
      ['HTML', send({}, [{ name: 'x.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') }]), 400, /text\/html are not accepted/],
      ['SVG', send({ subtype: '2' }, [{ name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') }]), 400, /image\/svg\+xml are not accepted/],
      ['an executable by its name', send({}, [{ name: 'setup.exe', type: '', data: Buffer.from('MZ') }]), 400, /application\/x-msdos-program are not accepted/],
      // The bytes decide: a Windows program (MZ header) is one whatever its name and declared type say.
      [
        'a program named and declared as a PDF',
        send({}, [{ name: 'invoice.pdf', type: 'application/pdf', data: exe() }]),
        400,
        /application\/x-msdownload are not accepted/,
      ],
      [
        'a program named and declared as text',
        send({}, [{ name: 'notes.txt', type: 'text/plain', data: exe() }]),
        400,
        /application\/x-msdownload are not accepted/,
      ],
      [
        'text claiming to be an image',
        send({ subtype: '2' }, [{ name: 'fake.png', type: 'image/png', data: Buffer.from('not really a png') }]),
        400,
        /PNG, JPEG, GIF or WebP/,
      ],
      ['text as a voice message', send({ type: '2' }, [{ name: 'v.txt', type: 'text/plain', data: Buffer.from('hi') }]), 400, /must be audio/],
      [
        'a preview on a plain file',
        send({ subtype: '1' }, [
          { name: 'a.txt', type: 'text/plain', data: Buffer.from('a') },
          { field: 'previewFile', name: 'p.png', type: 'image/png', data: png(2, 2) },
        ]),
        400,
        /previewFile is only for images/,
      ],
      ['no file', send({ localId: 'x' }, []), 400, /attach a file/],
      ['an empty file', send({}, [{ name: 'empty.txt', type: 'text/plain', data: Buffer.alloc(0) }]), 400, /empty/],
      ['an unknown file field', send({}, [{ field: 'other', name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]), 400, /Unexpected file field/],
      ['a bad subtype', send({ subtype: '7' }, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]), 400, /subtype/],
      ['no conversation', upload(server.url, agent.creds, {}, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]), 400, /conversationId/],
      [
        'an internal note from a customer',
        send({ internal: 'true' }, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }], aliceWidget),
        403,
        /agents/,
      ],
      ["someone else's conversation", send({}, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }], bobWidget), 404, /not found/],
      [
        'a reply to an unknown message',
        send({ replyId: '00000000-0000-4000-8000-000000000000' }, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]),
        404,
        /not found/,
      ],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      expect([what, res.status, res.body.error?.message]).toEqual([what, status, expect.stringMatching(message)]);
    }
    const unauthenticated = await upload(server.url, undefined, { conversationId: c.id }, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]);
    expect(unauthenticated.status).toBe(401);
    const json = await w.http.post('/api/message/file/send', { conversationId: c.id }, agent.creds);
    expect([json.status, json.body.error?.message]).toEqual([400, expect.stringMatching(/multipart\/form-data/)]);
    const raw = (contentType: string, body: string) =>
      fetch(`${server.url}/api/message/file/send`, { method: 'POST', headers: { ...authHeaders(agent.creds), 'content-type': contentType }, body });
    const malformed = [
      await raw('multipart/form-data', 'no boundary'),
      await raw(
        'multipart/form-data; boundary=b',
        `--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\ncut short`,
      ),
      await raw('multipart/form-data; boundary=b', '--b\r\nthis is not a part header\r\n\r\n--b--'),
    ];
    expect(malformed.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(storedOnDisk(server)).toHaveLength(before);
    expect(await messageCount(server, c.id)).toBe(0);
    // Exactly at the limit is fine.
    const atLimit = await send({}, [{ name: 'edge.pdf', type: 'application/pdf', data: Buffer.alloc(LIMIT, 1) }]);
    expect([atLimit.status, atLimit.body.data?.meta.file.fileSize]).toEqual([200, LIMIT]);
  });

  it('stops storing a streamed (chunked) upload at the byte that passes the limit, reads the rest unstored, and answers 413', async () => {
    const c = await conversation();
    const before = storedOnDisk(server).length;
    const boundary = 'parleyboundary';
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/api/message/file/send`, {
        method: 'POST',
        headers: { ...authHeaders(agent.creds), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${c.id}\r\n`);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stream.bin"\r\nContent-Type: application/pdf\r\n\r\n`);
      // 4x the limit in 64 KB chunks, with no Content-Length to refuse it by.
      let sent = 0;
      const pump = () => {
        while (sent < LIMIT * 4) {
          sent += 64 * 1024;
          if (!req.write(Buffer.alloc(64 * 1024))) return void req.once('drain', pump);
        }
        req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('larger than the limit');
    expect(storedOnDisk(server)).toHaveLength(before);
    expect(await messageCount(server, c.id)).toBe(0);
  });

  it('leaves nothing behind when the client goes away mid-upload', async () => {
    const c = await conversation();
    const before = storedOnDisk(server).length;
    const boundary = 'gone';
    const req = http.request(`${server.url}/api/message/file/send`, {
      method: 'POST',
      headers: { ...authHeaders(agent.creds), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${c.id}\r\n`);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    req.write(Buffer.alloc(LIMIT / 2, 7));
    // The half file reaches the disk (as a .part file), then the client vanishes.
    for (let i = 0; i < 100 && storedOnDisk(server).length === before; i++) await sleep(20);
    expect(storedOnDisk(server).length).toBe(before + 1);
    req.destroy();
    for (let i = 0; i < 100 && storedOnDisk(server).length !== before; i++) await sleep(20);
    expect(storedOnDisk(server)).toHaveLength(before);
    expect(await messageCount(server, c.id)).toBe(0);
  });
});
