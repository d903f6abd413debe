// Visitor continuity by email (issue 54): an agent's reply the visitor has not read is emailed after
// VISITOR_EMAIL_DELAY_SECONDS (1 s here) to the outbox, and the visitor's answer by email, sent with
// nodemailer over SMTP to the inbound listener on 127.0.0.1, comes back into the conversation.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { databaseVariants } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { GatewayClient } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../support/two-nodes';
import { until } from '../support/until';
import { createConversation, history, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../factories/conversation';
import { signIn } from '../factories/workspace';

const DOMAIN = 'replies.test';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DAwMDAAAAHBAEBiHyGAAAAAElFTkSuQmCC', 'base64');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The emails written to the outbox for `to`, parsed, oldest first. */
async function mailsTo(dataDir: string, to: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const parsed = await Promise.all(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))),
  );
  return parsed.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to));
}

/** Waits for email number `n` (1-based) to `to`. */
async function nthMail(server: TestServer, to: string, n: number): Promise<ParsedMail> {
  const mails = await until(async () => {
    const found = await mailsTo(server.dataDir, to);
    return found.length >= n ? found : undefined;
  }, `email ${n} to ${to}`);
  return mails[n - 1]!;
}

/** The replies part of an email's text (before the quoted earlier messages). */
const repliesPart = (mail: ParsedMail) => (mail.text ?? '').split('\n—\n')[0]!;

/** A header as written (mailparser reads List-* headers into objects). */
const header = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((h) => h.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
};

const replyAddressOf = (mail: ParsedMail) => mail.replyTo?.value[0]?.address ?? '';

function smtp(port: number) {
  return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
}

/** A widget visitor who left their email (as the widget's form does: POST /api/me/update). */
async function visitorWithEmail(w: TestWorkspace, email: string, lang = 'en'): Promise<Person> {
  const v = await w.visitor();
  const res = await w.http.post('/api/me/update', { email, lang }, v.creds);
  if (res.status !== 200) throw new Error(`me/update failed: ${JSON.stringify(res.body)}`);
  return v;
}

/** pg-boss has run the conversation's email job (whatever it decided). */
async function jobDone(server: TestServer, conversationId: string): Promise<void> {
  await until(async () => {
    const rows: { state: string }[] = await server.parley.database.dataSource.query(
      `SELECT state FROM pgboss.job WHERE name = 'visitor-reply-email' AND singleton_key = $1`,
      [conversationId],
    );
    return rows.length > 0 && rows.every((r) => r.state === 'completed');
  }, 'the reply-email job');
}

describe.each(databaseVariants())('visitor continuity by email on $name', (variant) => {
  let server: TestServer;
  let smtpPort: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    smtpPort = await freePort();
    env = {
      VISITOR_EMAIL_DELAY_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
      INBOUND_SMTP_PORT: String(smtpPort),
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      PUBLIC_URL: 'https://parley.example',
    };
    server = await startTestServer(variant, env);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('emails an unread agent reply after the delay, with the reply address, the quote and one-click unsubscribe; never an internal note', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const email = `ann-${variant.name}@example.com`;
    const v = await visitorWithEmail(w, email);
    const c = await createConversation(w.http, w.owner.creds, { customer: [v.id] });
    await sendText(w.http, v.creds, c.id, 'Where is my parcel?');
    await sendText(w.http, w.owner.creds, c.id, 'Internal: check the warehouse', { internal: true });
    const sentAt = Date.now();
    await sendText(w.http, w.owner.creds, c.id, 'It left today.');

    const mail = await nthMail(server, email, 1);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
    expect(mail.subject).toMatch(/^Your conversation with /);
    expect(repliesPart(mail)).toContain('It left today.');
    expect(mail.text).toContain('> You: Where is my parcel?');
    expect(mail.text).toContain('Reply to this email to answer, or continue in the chat.');
    expect(mail.text).not.toContain('warehouse');
    const address = replyAddressOf(mail);
    expect(address).toMatch(new RegExp(`^reply\\+[a-z2-7]{52}@${DOMAIN.replace('.', '\\.')}$`));
    const token = address.slice('reply+'.length, address.indexOf('@'));
    expect(header(mail, 'list-unsubscribe')).toContain(`https://parley.example/api/email/unsubscribe/${token}`);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.messageId).toMatch(new RegExp(`@${DOMAIN.replace('.', '\\.')}>$`));
    expect(mail.inReplyTo).toBe(`<conversation-${c.id}@${DOMAIN}>`);

    // A note alone is not news to the visitor; the next reply is emailed without it, in the same thread.
    await sendText(w.http, w.owner.creds, c.id, 'Internal: courier is late', { internal: true });
    await sendText(w.http, w.owner.creds, c.id, 'It arrives tomorrow.');
    const second = await nthMail(server, email, 2);
    expect(repliesPart(second)).toContain('It arrives tomorrow.');
    expect(repliesPart(second)).not.toContain('It left today.');
    expect(second.text).not.toContain('courier');
    expect(second.inReplyTo).toBe(mail.inReplyTo);
    expect(replyAddressOf(second)).toBe(address);
    expect(await mailsTo(server.dataDir, email)).toHaveLength(2);
  });

  it('sends nothing for a reply the visitor read in time; a later unread one is emailed alone', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const email = `bo-${variant.name}@example.com`;
    const v = await visitorWithEmail(w, email);
    const c = await createConversation(w.http, w.owner.creds, { customer: [v.id] });
    const seen = await sendText(w.http, w.owner.creds, c.id, 'Seen in the widget');
    const read = await w.http.post('/api/conversation/read', { conversationId: c.id, messageId: seen.id }, v.creds);
    expect(read.status).toBe(200);
    await jobDone(server, c.id);
    await sendText(w.http, w.owner.creds, c.id, 'Left unread');
    const mail = await nthMail(server, email, 1);
    expect(repliesPart(mail)).toContain('Left unread');
    expect(repliesPart(mail)).not.toContain('Seen in the widget');
    expect(await mailsTo(server.dataDir, email)).toHaveLength(1);
  });

  it("writes in the visitor's language", async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const email = `chan-${variant.name}@example.com`;
    const v = await visitorWithEmail(w, email, 'zh_HK');
    const c = await createConversation(w.http, w.owner.creds, { customer: [v.id] });
    await sendText(w.http, w.owner.creds, c.id, '已出貨');
    const mail = await nthMail(server, email, 1);
    expect(mail.subject).toMatch(/^您與 .+ 的對話$/);
    expect(mail.text).toContain('直接回覆此電郵即可作答');
  });

  it('takes the visitor’s email reply back into the conversation, live, quote stripped, attachment as a file message; refuses unknown addresses at RCPT', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const email = `cy-${variant.name}@example.com`;
    const v = await visitorWithEmail(w, email);
    const c = await createConversation(w.http, w.owner.creds, { customer: [v.id] });
    await sendText(w.http, w.owner.creds, c.id, 'Which colour would you like?');
    const mail = await nthMail(server, email, 1);
    const address = replyAddressOf(mail);
    const agent = await GatewayClient.connect(server.url, w.owner.creds.token!);
    const transport = smtp(smtpPort);
    try {
      const reply = {
        from: email,
        to: address,
        subject: `Re: ${mail.subject}`,
        messageId: `<answer-${variant.name}@example.com>`,
        inReplyTo: mail.messageId,
        text: `Blue, please.\n\nOn Thu, Dec 3, 2026 at 10:00 AM Acme Support <${address}> wrote:\n> Which colour would you like?\n`,
        attachments: [{ filename: 'swatch.png', content: PNG, contentType: 'image/png' }],
      };
      await transport.sendMail(reply);
      const text = await agent.next(
        (m) => m.event === 'message.created' && m.data?.conversationId === c.id && m.data?.senderType === 'customer' && m.data?.meta !== undefined,
      );
      expect(text.data).toMatchObject({ senderId: v.id, internal: false, meta: { type: 1, content: 'Blue, please.' } });
      const file = await agent.next((m) => m.event === 'message.created' && m.data?.conversationId === c.id && (m.data?.meta as { type?: number }).type === 3);
      expect(file.data).toMatchObject({ senderType: 'customer', meta: { file: { name: 'swatch.png', contentType: 'image/png' } } });

      // The same email again (a sender retrying): nothing is posted twice.
      await transport.sendMail(reply);
      const page = await history(w.http, w.owner.creds, c.id, 'size=50');
      expect(page.body.data!.filter((m) => m.senderType === 'customer').map((m) => m.meta.content ?? m.meta.file?.name)).toEqual([
        'swatch.png',
        'Blue, please.',
      ]);

      // Unknown tokens and other addresses are refused before any data is sent.
      const unknown = `reply+${'a'.repeat(52)}@${DOMAIN}`;
      await expect(transport.sendMail({ from: email, to: unknown, subject: 'x', text: 'hello' })).rejects.toMatchObject({ responseCode: 550 });
      await expect(transport.sendMail({ from: email, to: `support@${DOMAIN}`, subject: 'x', text: 'hello' })).rejects.toMatchObject({ responseCode: 550 });
      await expect(transport.sendMail({ from: email, to: address.replace(DOMAIN, 'elsewhere.test'), subject: 'x', text: 'hello' })).rejects.toMatchObject({
        responseCode: 550,
      });
    } finally {
      agent.close();
      transport.close();
    }
  });

  it('drops a reply that was only the quote, and refuses one to an ended conversation as the widget does (554)', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const email = `cho-${variant.name}@example.com`;
    const v = await visitorWithEmail(w, email);
    const c = await createConversation(w.http, w.owner.creds, { customer: [v.id] });
    await sendText(w.http, w.owner.creds, c.id, 'Anything else?');
    const address = replyAddressOf(await nthMail(server, email, 1));
    const transport = smtp(smtpPort);
    try {
      await transport.sendMail({ from: email, to: address, subject: 'Re: x', text: '\nOn Thu, Dec 3, 2026, Acme <x@replies.test> wrote:\n> Anything else?\n' });
      // Accepted and dropped: the next reply (the sentinel) is the customer's first message.
      await transport.sendMail({ from: email, to: address, subject: 'Re: x', text: 'No, thanks.' });
      const page = await history(w.http, w.owner.creds, c.id, 'size=50');
      expect(page.body.data!.filter((m) => m.senderType === 'customer').map((m) => m.meta.content)).toEqual(['No, thanks.']);

      const ended = await w.http.post('/api/conversation/update', { id: c.id, status: 'terminated' }, w.owner.creds);
      expect(ended.status).toBe(200);
      await expect(transport.sendMail({ from: email, to: address, subject: 'Re: x', text: 'One more thing' })).rejects.toMatchObject({
        responseCode: 554,
        response: expect.stringContaining('ended'),
      });
    } finally {
      transport.close();
    }
  });

  it('stops emailing a visitor who unsubscribed (page, form and one-click POST); an unknown link is a 404 page', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const email = `dee-${variant.name}@example.com`;
    const other = `eve-${variant.name}@example.com`;
    const v = await visitorWithEmail(w, email);
    const o = await visitorWithEmail(w, other);
    const c = await createConversation(w.http, w.owner.creds, { customer: [v.id] });
    const oc = await createConversation(w.http, w.owner.creds, { customer: [o.id] });
    await sendText(w.http, w.owner.creds, c.id, 'First answer');
    const mail = await nthMail(server, email, 1);
    const link = header(mail, 'list-unsubscribe').replace(/^<|>$/g, '');
    const unsubscribePath = new URL(link).pathname;

    const pageRes = await fetch(`${server.url}${unsubscribePath}`, { headers: { accept: 'text/html' } });
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get('content-type')).toMatch(/^text\/html/);
    const pageHtml = await pageRes.text();
    expect(pageHtml).toContain('<form method="post"');
    expect(pageHtml).toContain('Unsubscribe');

    const form = await fetch(`${server.url}${unsubscribePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('You will get no more emails.');
    const oneClick = await fetch(`${server.url}${unsubscribePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(204);

    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const unknown = await fetch(`${server.url}/api/email/unsubscribe/${'b'.repeat(52)}`, { headers: browser });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await unknown.text()).toContain('This unsubscribe link is not valid.');
    // Any other client gets the API's error, in its language.
    const unknownJson = await fetch(`${server.url}/api/email/unsubscribe/nonsense`, { headers: { 'accept-language': 'zh-TW' } });
    expect(unknownJson.status).toBe(404);
    expect(await unknownJson.json()).toMatchObject({ error: { reason: 'continuity.linkNotFound', message: '此取消訂閱連結無效。' } });
    expect((await fetch(`${server.url}/api/email/unsubscribe/nonsense`, { method: 'POST' })).status).toBe(404);

    // The later email to another visitor is the sentinel: by then the unsubscribed one would have had theirs.
    await sendText(w.http, w.owner.creds, c.id, 'Second answer');
    await sendText(w.http, w.owner.creds, oc.id, 'Answer to the other visitor');
    await nthMail(server, other, 1);
    await jobDone(server, oc.id);
    expect(await mailsTo(server.dataDir, email)).toHaveLength(1);
  });

  it('sends a reply scheduled before a restart once, from the restarted server', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const email = `fay-${variant.name}@example.com`;
    const other = `gus-${variant.name}@example.com`;
    const v = await visitorWithEmail(w, email);
    const o = await visitorWithEmail(w, other);
    const c = await createConversation(w.http, w.owner.creds, { customer: [v.id] });
    const oc = await createConversation(w.http, w.owner.creds, { customer: [o.id] });
    await sendText(w.http, w.owner.creds, c.id, 'Before the restart');
    await server.stop();
    const first = server;
    server = await startTestServer(variant, env, { dataDir: first.dataDir, databaseUrl: first.databaseUrl, drop: () => first.close() });
    const mail = await nthMail(server, email, 1);
    expect(repliesPart(mail)).toContain('Before the restart');
    // A later email is the sentinel for a second copy of the first.
    await sendText(api(server.url), w.owner.creds, oc.id, 'After the restart');
    await nthMail(server, other, 1);
    await jobDone(server, c.id);
    expect(await mailsTo(server.dataDir, email)).toHaveLength(1);
  });
});

describeTwoNodes('visitor continuity by email on two nodes', () => {
  let nodes: TwoNodes;
  const ports = { a: 0, b: 0 };
  const owner = { email: 'continuity-nodes@example.com', password: 'Continuity-nodes-1' };

  beforeAll(async () => {
    ports.a = await freePort();
    ports.b = await freePort();
    nodes = await startTwoNodes(owner, (node) => ({
      VISITOR_EMAIL_DELAY_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
      INBOUND_SMTP_PORT: String(ports[node]),
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_EMAIL_DOMAIN: DOMAIN,
    }));
  });
  afterAll(async () => {
    await nodes?.stop();
  });

  /** The emails to `to` from both nodes' outboxes. */
  const mailsOfBoth = async (to: string) => [...(await mailsTo(nodes.dataDirs.a, to)), ...(await mailsTo(nodes.dataDirs.b, to))];

  it('an unread reply is emailed once by whichever node runs the job, and the answer mailed to the other node reaches the agent live on the first', async () => {
    const onA = await signIn(nodes.a.url, owner.email, owner.password);
    const httpA = api(nodes.a.url);
    const httpB = api(nodes.b.url);
    const keys = await httpA.get<{ key: string }[]>('/api/admin/setting/apiKey', onA);
    const init = await httpB.post<{ token: string }>('/api/init', { type: 'customer', appKey: keys.body.data![0]!.key });
    const visitor: Credentials = { token: init.body.data!.token };
    const email = 'hal-nodes@example.com';
    expect((await httpB.post('/api/me/update', { email, lang: 'en' }, visitor)).status).toBe(200);
    const c = await createConversation(httpB, visitor);
    await sendText(httpB, visitor, c.id, 'Do you have it in another size?');
    await sendText(httpA, onA, c.id, 'Which size would you like?');

    const [first] = await until(async () => {
      const all = await mailsOfBoth(email);
      return all.length > 0 && all;
    }, 'the reply email');
    expect(repliesPart(first!)).toContain('Which size would you like?');
    const agent = await GatewayClient.connect(nodes.a.url, onA.token!);
    const transport = smtp(ports.b);
    try {
      await transport.sendMail({
        from: email,
        to: replyAddressOf(first!),
        subject: `Re: ${first!.subject}`,
        inReplyTo: first!.messageId,
        text: `Medium, please.\n\nOn Thu, Dec 3, 2026 at 10:00 AM Acme Support <${replyAddressOf(first!)}> wrote:\n> Which size would you like?\n`,
      });
      const answer = await agent.next((m) => m.event === 'message.created' && m.data?.conversationId === c.id && m.data?.senderType === 'customer');
      expect(answer.data).toMatchObject({ meta: { type: 1, content: 'Medium, please.' } });
    } finally {
      agent.close();
      transport.close();
    }

    // A second unread reply: its email comes after any second copy of the first would have.
    await sendText(httpA, onA, c.id, 'Medium it is.');
    const mails = await until(async () => {
      const all = await mailsOfBoth(email);
      return all.some((m) => repliesPart(m).includes('Medium it is.')) && all;
    }, 'the second reply email');
    expect(mails.map((m) => (repliesPart(m).includes('Medium it is.') ? 'second' : 'first')).sort()).toEqual(['first', 'second']);
  });
});
