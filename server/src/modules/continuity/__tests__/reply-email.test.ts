import { composeReplyEmail, type ReplyEmailInput } from '../reply-email';

const base: ReplyEmailInput = {
  lang: 'en',
  to: 'ann@example.com',
  workspaceName: 'Acme Support',
  replies: [
    { id: 'r1', senderType: 'agent', name: 'Bob', meta: { type: 1, content: 'It left today.' } },
    { id: 'r2', senderType: 'agent', name: 'Bob', meta: { type: 3, file: { name: 'label.pdf', fileUrl: '', contentType: 'application/pdf', fileSize: 10 } } },
  ],
  earlier: [{ id: 'e1', senderType: 'customer', name: '', meta: { type: 1, content: 'Where is\nmy parcel?' } }],
  replyTo: 'reply+abc@replies.test',
  unsubscribeUrl: 'https://parley.example/api/email/unsubscribe/abc',
  conversationId: 'c1',
  idDomain: 'replies.test',
};

describe('the reply email', () => {
  it('carries the replies, files by name, the quoted history, the reply address and one-click unsubscribe headers', () => {
    const mail = composeReplyEmail(base);
    expect(mail.subject).toBe('Your conversation with Acme Support');
    expect(mail.text).toContain('Bob:\nIt left today.');
    expect(mail.text).toContain('[File: label.pdf]');
    expect(mail.text).toContain('> You: Where is my parcel?');
    expect(mail.text).toContain('Reply to this email to answer, or continue in the chat.');
    expect(mail.text).toContain('To get no more of these emails: https://parley.example/api/email/unsubscribe/abc');
    expect(mail).toMatchObject({
      replyTo: 'reply+abc@replies.test',
      headers: { 'List-Unsubscribe': '<https://parley.example/api/email/unsubscribe/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      messageId: '<reply-r2@replies.test>',
      inReplyTo: '<conversation-c1@replies.test>',
      references: ['<conversation-c1@replies.test>'],
    });
    // The token is the reply address's credential: nothing hands it to the mailer's log.
    expect(mail.link).toBeUndefined();
  });

  it('says to answer in the chat when no reply address exists, in the visitor’s language', () => {
    const mail = composeReplyEmail({ ...base, lang: 'zh_cn', replyTo: undefined });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe('您与 Acme Support 的对话');
    expect(mail.text).toContain('请回到对话作答');
    expect(mail.text).toContain('> 您: Where is my parcel?');
  });
});
