import { AppError } from '../../../common/errors';
import { parseClientMeta, searchTextOf } from '../message-meta';

const fails = (meta: unknown) => {
  try {
    parseClientMeta(meta);
  } catch (e) {
    return e instanceof AppError ? e.extraInfo : e;
  }
  return null;
};

describe('parseClientMeta', () => {
  it('trims text and refuses empty or whitespace-only text', () => {
    expect(parseClientMeta({ type: 1, content: '  hi \n' })).toEqual({ type: 1, content: 'hi' });
    expect(fails({ type: 1, content: ' \n\t ' })).toEqual({ fields: { 'meta.content': 'Please enter a message' } });
    expect(fails({ type: 1 })).toBeTruthy();
  });

  it('drops unknown fields and keeps only the reply id', () => {
    const id = '0b4a3a4e-66c3-4ec5-9d7e-5c9d55b5f001';
    expect(parseClientMeta({ type: 13, content: 'ok', reply: { id, content: 'forged' }, evil: 1 })).toEqual({ type: 13, content: 'ok', reply: { id } });
  });

  it('sends files, typing and system notices elsewhere', () => {
    for (const type of [2, 3, 8, 30, 42]) expect(fails({ type, content: 'x' })).toBeTruthy();
    expect(fails(null)).toEqual({ fields: { 'meta.type': 'required' } });
  });

  it('validates rich elements, inline input and templates', () => {
    expect(parseClientMeta({ type: 11, element: { elements: [{ title: 'A' }] } }).type).toBe(11);
    expect(
      fails({ type: 11, element: { elements: [{ title: 'A', actions: [{ title: 'x', actionType: 'url', actionContent: { url: 'ftp://x' } }] }] } }),
    ).toBeTruthy();
    expect(fails({ type: 20, inlineInput: { title: 'T', input: [{ inputId: 'i', title: 'Q', type: 'colour' }] } })).toBeTruthy();
    expect(parseClientMeta({ type: 21, template: { name: 'Ship', displayParams: [{ name: 'n', value: 'v' }] } }).type).toBe(21);
  });

  it('makes the searchable text from what people read', () => {
    expect(searchTextOf({ type: 21, template: { name: '訂單', displayParams: [{ name: 'n', value: '狀態' }] } })).toBe('訂單\n狀態');
    expect(searchTextOf({ type: 11, element: { elements: [{ title: 'A', description: 'B' }] } })).toBe('A\nB');
  });
});
