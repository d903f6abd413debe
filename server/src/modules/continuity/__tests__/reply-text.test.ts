import { simpleParser } from 'mailparser';
import { replyText } from '../reply-text';

describe('the new text of an email reply', () => {
  it('drops Gmail and Apple Mail quotes: "On … wrote:" and what follows', () => {
    const text = [
      'Thanks, that fixed it!',
      '',
      'On Thu, Dec 3, 2026 at 10:00 AM Acme Support <reply+abc@parley.example> wrote:',
      '> Try restarting it.',
      '> Bob',
    ].join('\n');
    expect(replyText(text)).toBe('Thanks, that fixed it!');
  });

  it("drops Gmail's quote header wrapped over two lines", () => {
    const text = [
      'Yes please.',
      '',
      'On Thu, Dec 3, 2026 at 10:00 AM Acme Support <',
      'reply+abc@parley.example> wrote:',
      '',
      '> Shall we send a new one?',
    ].join('\r\n');
    expect(replyText(text)).toBe('Yes please.');
  });

  it("drops Outlook's header block and the Original Message separator", () => {
    const outlook = [
      'It arrived today.',
      '',
      '________________________________',
      'From: Acme Support <reply+abc@parley.example>',
      'Sent: Thursday, December 3, 2026 10:00',
      'To: ann@example.com',
      'Subject: Your conversation',
      '',
      'Your parcel left.',
    ].join('\n');
    expect(replyText(outlook)).toBe('It arrived today.');
    const bare = ['Got it.', 'From: Acme Support <reply+abc@parley.example>', 'Date: Thu, 3 Dec 2026 10:00', 'Earlier text'].join('\n');
    expect(replyText(bare)).toBe('Got it.');
    const original = ['OK', '', '-----Original Message-----', 'From: someone', 'old text'].join('\n');
    expect(replyText(original)).toBe('OK');
  });

  it('keeps a line that merely starts with From: or On', () => {
    expect(replyText('From: the warehouse, I guess.\nOn Monday then.')).toBe('From: the warehouse, I guess.\nOn Monday then.');
  });

  it('drops phone signatures and the "-- " signature block', () => {
    expect(replyText('See you then\n\nSent from my iPhone')).toBe('See you then');
    expect(replyText('See you then\n-- \nAnn Lee\nACME Ltd\n+852 1234 5678')).toBe('See you then');
    expect(replyText('好的\n\n從我的 iPhone 傳送')).toBe('好的');
  });

  it('drops quoted lines written with ">" and keeps the reply written between them', () => {
    const text = ['> Which size?', 'Medium.', '> And colour?', 'Blue.'].join('\n');
    expect(replyText(text)).toBe('Medium.\nBlue.');
  });

  it('drops the quotes of Chinese clients', () => {
    expect(replyText('收到，谢谢\n\n在 2026年12月3日 星期四 10:00，Acme Support <reply+abc@parley.example> 写道：\n> 已发货')).toBe('收到，谢谢');
    expect(replyText('收到，謝謝\n\n於 2026年12月3日 週四 上午10:00，Acme Support 寫道：\n> 已出貨')).toBe('收到，謝謝');
    expect(replyText('好\n\n发件人：Acme Support <reply+abc@parley.example>\n发送时间：2026年12月3日\n旧的')).toBe('好');
    expect(replyText('好\n\n寄件者：Acme Support\n寄件日期：2026年12月3日\n舊的')).toBe('好');
  });

  it('keeps nothing when only the quote was sent', () => {
    expect(replyText('\n\nOn Thu, Dec 3, 2026, Acme Support <x@y.z> wrote:\n> hello\n')).toBe('');
    expect(replyText('> only quoted\n> lines')).toBe('');
  });

  it("reads HTML-only mail through mailparser's text of it, then strips", async () => {
    const raw = [
      'From: Ann <ann@example.com>',
      'To: reply+abc@parley.example',
      'Subject: Re: Your conversation',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<div dir="ltr">Blue, <b>please</b>.</div><br><div class="gmail_quote"><div class="gmail_attr">On Thu, Dec 3, 2026 at 10:00 AM Acme Support &lt;reply+abc@parley.example&gt; wrote:<br></div><blockquote class="gmail_quote">Which colour?</blockquote></div>',
    ].join('\r\n');
    const parsed = await simpleParser(raw);
    expect(replyText(parsed.text ?? '')).toBe('Blue, please.');
  });
});
