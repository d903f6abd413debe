import { createHash, randomBytes } from 'node:crypto';
import { databaseVariants, type DatabaseVariant } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, setUpWorkspace, type TestWorkspace } from '../factories/conversation';
import { LIMIT, png, upload, download, storedOnDisk, messageCount, startS3Stub } from '../support/files';

describe.each(databaseVariants())('message files in S3 on $name', (variant: DatabaseVariant) => {
  describe('in S3 mode', () => {
    const s3Keys = { accessKeyId: 'PARLEYTESTKEY', secretAccessKey: 'parley/test+secret', region: 'eu-west-2', bucket: 'parley-files' };
    let s3: Awaited<ReturnType<typeof startS3Stub>>;
    let s3Server: TestServer;
    let sw: TestWorkspace;

    beforeAll(async () => {
      s3 = await startS3Stub(s3Keys);
      // Its own server (not a group's, tests/support/shared-server.ts): its storage is a fake S3 of its own.
      s3Server = await startTestServer(variant, {
        FILE_MAX_BYTES: String(LIMIT),
        S3_ENDPOINT: s3.url,
        S3_BUCKET: s3Keys.bucket,
        S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
        S3_REGION: s3Keys.region,
      });
      sw = await setUpWorkspace(s3Server.parley, s3Server.url);
    });
    afterAll(async () => {
      await s3Server?.close();
      await s3?.close();
    });

    it('the stub refuses requests that are not properly signed', async () => {
      const unsigned = await fetch(`${s3.url}/${s3Keys.bucket}/x`, { method: 'PUT', body: 'x' });
      expect(unsigned.status).toBe(403);
      const forged = await fetch(`${s3.url}/${s3Keys.bucket}/x`, {
        method: 'GET',
        headers: {
          authorization: `AWS4-HMAC-SHA256 Credential=${s3Keys.accessKeyId}/20250101/${s3Keys.region}/s3/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=${'0'.repeat(64)}`,
          'x-amz-date': '20250101T000000Z',
          'x-amz-content-sha256': createHash('sha256').update('').digest('hex'),
        },
      });
      expect([forged.status, await forged.text()]).toEqual([403, expect.stringContaining('SignatureDoesNotMatch')]);
    });

    it('stores, serves and cleans up through the bucket, and nothing stays on local disk', async () => {
      s3.log.length = 0; // the refusals of the test above
      const agentS3 = await sw.agent(['allConversations']);
      const visitor = await sw.visitor('s3-visitor');
      const c = await createConversation(sw.http, agentS3.creds, { customer: [visitor.id] });
      const image = png(320, 240);
      const preview = png(32, 24);
      const sent = await upload(s3Server.url, agentS3.creds, { conversationId: c.id, subtype: '2', localId: 's3-1' }, [
        { name: '照片.png', type: 'image/png', data: image },
        { field: 'previewFile', name: 'small.png', type: 'image/png', data: preview },
      ]);
      expect(sent.status).toBe(200);
      expect(sent.body.data!.meta.file).toMatchObject({ name: '照片.png', previewDimension: { width: 32, height: 24 } });
      expect(s3.objects.size).toBe(2);
      for (const [key, object] of s3.objects) {
        expect(key).toMatch(new RegExp(`^${sw.workspaceId}/[0-9a-f-]{36}$`));
        expect(object.contentType).toBe('image/png');
      }
      const got = await download(s3Server.url, { ...visitor.creds, apiKey: sw.appKey }, sent.body.data!.id);
      expect([got.status, got.bytes.equals(image), got.headers.get('content-length')]).toEqual([200, true, String(image.length)]);
      expect((await download(s3Server.url, agentS3.creds, sent.body.data!.id, true)).bytes.equals(preview)).toBe(true);

      // A resend with the same localId stores a copy, then deletes it: the bucket keeps the first two objects.
      const again = await upload(s3Server.url, agentS3.creds, { conversationId: c.id, subtype: '2', localId: 's3-1' }, [
        { name: 'x.png', type: 'image/png', data: png(5, 5) },
      ]);
      expect(again.body.data!.id).toBe(sent.body.data!.id);
      expect(s3.objects.size).toBe(2);
      expect(s3.log.filter((r) => r.method === 'DELETE')).toHaveLength(1);
      // Over the limit: nothing reaches the bucket (the spool never becomes a PUT).
      const puts = s3.log.filter((r) => r.method === 'PUT').length;
      const big = await upload(s3Server.url, agentS3.creds, { conversationId: c.id }, [
        { name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(LIMIT + 1) },
      ]);
      expect(big.status).toBe(413);
      expect(s3.log.filter((r) => r.method === 'PUT')).toHaveLength(puts);
      expect(s3.objects.size).toBe(2);
      expect(await messageCount(s3Server, c.id)).toBe(1);
      // Every request the server made passed the stub's signature check, and the disk holds no file.
      expect(s3.log.filter((r) => r.status === 403)).toEqual([]);
      expect(storedOnDisk(s3Server)).toEqual([]);
      // An object gone from the bucket is "not found", not a server error.
      s3.objects.clear();
      expect((await download(s3Server.url, agentS3.creds, sent.body.data!.id)).status).toBe(404);
    });
  });
  describe('large files in S3 mode: multipart, streamed', () => {
    const s3Keys = { accessKeyId: 'PARLEYTESTKEY', secretAccessKey: 'parley/test+secret', region: 'eu-west-2', bucket: 'parley-big' };
    const MIB = 1024 * 1024;
    let s3: Awaited<ReturnType<typeof startS3Stub>>;
    let s3Server: TestServer;
    let sw: TestWorkspace;

    beforeAll(async () => {
      s3 = await startS3Stub(s3Keys);
      s3Server = await startTestServer(variant, {
        FILE_MAX_BYTES: String(12 * MIB),
        S3_ENDPOINT: s3.url,
        S3_BUCKET: s3Keys.bucket,
        S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
        S3_REGION: s3Keys.region,
      });
      sw = await setUpWorkspace(s3Server.parley, s3Server.url);
    });
    afterAll(async () => {
      await s3Server?.close();
      await s3?.close();
    });

    it('sends a file past one part as a multipart upload, and aborts one the limit stops, leaving nothing', async () => {
      const agent = await sw.agent(['allConversations']);
      const c = await createConversation(sw.http, agent.creds, {});
      const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(11 * MIB - 9)]);
      const sent = await upload(s3Server.url, agent.creds, { conversationId: c.id, localId: 'big-1' }, [{ name: 'big.pdf', type: 'application/pdf', data }]);
      expect([sent.status, sent.body.error]).toEqual([200, undefined]);
      const ops = s3.log.map((r) => `${r.method} ${r.path.replace(/^[^?]*/, '')}`);
      expect(ops.filter((o) => o.startsWith('POST ?uploads'))).toHaveLength(1);
      expect(ops.filter((o) => /^PUT \?.*partNumber=/.test(o))).toHaveLength(3);
      expect(s3.objects.size).toBe(1);
      expect([...s3.objects.values()][0]!.body.equals(data)).toBe(true);
      const got = await download(s3Server.url, agent.creds, sent.body.data!.id);
      expect([got.status, got.bytes.equals(data)]).toEqual([200, true]);

      // Past the limit after two parts went up: the upload is aborted, the parts go, no object, no message.
      s3.log.length = 0;
      const tooBig = await upload(s3Server.url, agent.creds, { conversationId: c.id, localId: 'big-2' }, [
        { name: 'huge.pdf', type: 'application/pdf', data: randomBytes(13 * MIB) },
      ]);
      expect(tooBig.status).toBe(413);
      // The abort may land just after the answer: wait for it (the upload stopped at the limit).
      for (let i = 0; i < 100 && !s3.log.some((r) => r.method === 'DELETE' && r.path.includes('uploadId=')); i++) await new Promise((r) => setTimeout(r, 20));
      expect(s3.log.some((r) => r.method === 'DELETE' && r.path.includes('uploadId='))).toBe(true);
      expect(s3.uploads.size).toBe(0);
      expect(s3.objects.size).toBe(1);
      expect(await messageCount(s3Server, c.id)).toBe(1);
      expect(storedOnDisk(s3Server)).toEqual([]);
    });
  });
});
