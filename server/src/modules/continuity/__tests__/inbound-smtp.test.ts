import nodemailer from 'nodemailer';
import { createLogger } from '../../../common/logger';
import { PermanentRefusal, startInboundSmtp, type InboundReply, type InboundSmtp } from '../inbound-smtp';
import { newReplyToken, replyAddress, tokenOfAddress } from '../reply-address';

const DOMAIN = 'replies.test';

describe('reply addresses', () => {
  it('makes 52-character lowercase base32 tokens, read back case-blind from reply+<token>@<domain> only', () => {
    const token = newReplyToken();
    expect(token).toMatch(/^[a-z2-7]{52}$/);
    expect(newReplyToken()).not.toBe(token);
    expect(tokenOfAddress(replyAddress(token, DOMAIN), DOMAIN)).toBe(token);
    expect(tokenOfAddress(`REPLY+${token.toUpperCase()}@Replies.TEST`, DOMAIN)).toBe(token);
    expect(tokenOfAddress(`reply+${token}@other.test`, DOMAIN)).toBeNull();
    expect(tokenOfAddress(`reply+${token.slice(1)}@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(tokenOfAddress(`reply+${token.slice(1)}1@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(tokenOfAddress(`support@${DOMAIN}`, DOMAIN)).toBeNull();
  });
});

describe('the inbound SMTP listener', () => {
  const known = newReplyToken();
  const delivered: InboundReply[] = [];
  let fail: Error | null = null;
  let smtp: InboundSmtp;
  const transport = () => nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });

  beforeAll(async () => {
    smtp = await startInboundSmtp(
      { port: 0, host: '127.0.0.1', domain: DOMAIN, maxBytes: 4096 },
      {
        lookup: async (token) => token === known,
        deliver: async (mail) => {
          if (fail) throw fail;
          delivered.push(mail);
        },
      },
      createLogger('silent'),
    );
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(() => {
    delivered.length = 0;
    fail = null;
  });

  it('listens on a random port when asked for 0 and delivers the stripped reply with its attachments', async () => {
    expect(smtp.port).toBeGreaterThan(0);
    await transport().sendMail({
      from: 'Ann <Ann@Example.com>',
      to: replyAddress(known, DOMAIN),
      subject: 'Re: Your conversation',
      messageId: '<m1@example.com>',
      text: 'Thanks!\n\nOn Thu, Dec 3, 2026, Acme <x@replies.test> wrote:\n> old',
      attachments: [{ filename: 'a.txt', content: 'hello', contentType: 'text/plain' }],
    });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      token: known,
      from: 'ann@example.com',
      subject: 'Re: Your conversation',
      messageId: '<m1@example.com>',
      text: 'Thanks!',
    });
    expect(delivered[0]!.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([['a.txt', 'text/plain', 'hello']]);
  });

  it('refuses unknown tokens and other addresses at RCPT with 550 5.1.1', async () => {
    for (const to of [replyAddress(newReplyToken(), DOMAIN), `postmaster@${DOMAIN}`, replyAddress(known, 'other.test')]) {
      await expect(transport().sendMail({ from: 'a@example.com', to, subject: 'x', text: 'x' })).rejects.toMatchObject({
        responseCode: 550,
        response: expect.stringContaining('5.1.1'),
      });
    }
    expect(delivered).toHaveLength(0);
  });

  it('refuses a message over the size limit with 552', async () => {
    await expect(
      transport().sendMail({ from: 'a@example.com', to: replyAddress(known, DOMAIN), subject: 'x', text: 'x'.repeat(10_000) }),
    ).rejects.toMatchObject({
      responseCode: 552,
    });
    expect(delivered).toHaveLength(0);
  });

  it('answers 451 for a transient failure (the sender retries) and the refusal’s own code for a permanent one', async () => {
    fail = new Error('database down');
    await expect(transport().sendMail({ from: 'a@example.com', to: replyAddress(known, DOMAIN), subject: 'x', text: 'x' })).rejects.toMatchObject({
      responseCode: 451,
    });
    fail = new PermanentRefusal(554, '5.7.1 This conversation has ended');
    await expect(transport().sendMail({ from: 'a@example.com', to: replyAddress(known, DOMAIN), subject: 'x', text: 'x' })).rejects.toMatchObject({
      responseCode: 554,
      response: expect.stringContaining('conversation has ended'),
    });
  });

  it('offers neither AUTH nor STARTTLS', async () => {
    const info = await transport().verify();
    expect(info).toBe(true);
    const secure = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, requireTLS: true });
    await expect(secure.verify()).rejects.toThrow(/STARTTLS/);
  });
});
