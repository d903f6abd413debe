import { parseLinks, safeHref } from '../links';

describe('links in message text', () => {
  it('splits text and http(s) links, dropping trailing punctuation', () => {
    expect(parseLinks('See https://example.com/a?b=1, then www.parley.dev.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'www.parley.dev', href: 'https://www.parley.dev/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes', () => {
    expect(parseLinks('javascript:alert(1) data:text/html,<b>x</b> mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,<b>x</b> mailto:a@b.c' },
    ]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('http://')).toBeNull();
  });

  it('keeps HTML as text', () => {
    const parts = parseLinks('<img src=x onerror=alert(1)> http://a.io/"><script>');
    expect(parts[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)> ' });
    expect(parts[1]).toEqual({ kind: 'link', text: 'http://a.io/', href: 'http://a.io/' });
  });

  it('text without links is one part; empty text none', () => {
    expect(parseLinks('hello')).toEqual([{ kind: 'text', text: 'hello' }]);
    expect(parseLinks('')).toEqual([]);
  });

  it('finds links in Chinese text and leaves full-width punctuation out', () => {
    expect(parseLinks('請看https://example.com/訂單，謝謝')).toEqual([
      { kind: 'text', text: '請看' },
      { kind: 'link', text: 'https://example.com/訂單', href: 'https://example.com/%E8%A8%82%E5%96%AE' },
      { kind: 'text', text: '，謝謝' },
    ]);
    expect(parseLinks('(see https://example.com/a)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('leaves bare names and emails as text', () => {
    expect(parseLinks('order.pdf and a@b.co')).toEqual([{ kind: 'text', text: 'order.pdf and a@b.co' }]);
  });
});
