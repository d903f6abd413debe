import { filterSuggestions, findTrigger, mentionsIn, moveActive, replaceTrigger } from '../triggerSuggest';

const BOTH = ['@', '/'];

describe('findTrigger', () => {
  it('opens at the start of the text or after a space, up to the caret', () => {
    expect(findTrigger('/gr', 3, BOTH)).toEqual({ char: '/', start: 0, query: 'gr' });
    expect(findTrigger('Hi @ad', 6, BOTH)).toEqual({ char: '@', start: 3, query: 'ad' });
    expect(findTrigger('Hi @', 4, BOTH)).toEqual({ char: '@', start: 3, query: '' });
    expect(findTrigger('line\n/th', 8, BOTH)).toEqual({ char: '/', start: 5, query: 'th' });
    expect(findTrigger('(@bo', 4, BOTH)).toEqual({ char: '@', start: 1, query: 'bo' });
    expect(findTrigger('你好 /問候', 6, BOTH)).toEqual({ char: '/', start: 3, query: '問候' });
  });

  it('stays closed inside words, addresses and links, and once a space follows', () => {
    expect(findTrigger('and/or', 6, BOTH)).toBeNull();
    expect(findTrigger('ada@example.com', 15, BOTH)).toBeNull();
    expect(findTrigger('see http://x', 12, BOTH)).toBeNull();
    expect(findTrigger('/greet now', 10, BOTH)).toBeNull();
    expect(findTrigger('no trigger', 10, BOTH)).toBeNull();
  });

  it('follows the caret, not the end of the text, and only the characters asked for', () => {
    expect(findTrigger('@ad and more', 3, BOTH)).toEqual({ char: '@', start: 0, query: 'ad' });
    expect(findTrigger('@ad', 3, ['/'])).toBeNull();
    expect(findTrigger('@ad', -1, BOTH)).toBeNull();
    expect(findTrigger(`/${'x'.repeat(60)}`, 61, BOTH)).toBeNull();
  });
});

describe('filterSuggestions', () => {
  const agents = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Adèle Blanc'];
  const key = (s: string) => s;

  it('puts prefix and word-start matches first, then matches inside, ignoring case and accents', () => {
    expect(filterSuggestions(agents, 'ad', key)).toEqual(['Ada Lovelace', 'Adèle Blanc']);
    expect(filterSuggestions(agents, 'HOP', key)).toEqual(['Grace Hopper']);
    expect(filterSuggestions(agents, 'adele', key)).toEqual(['Adèle Blanc']);
    expect(filterSuggestions(agents, 'ing', key)).toEqual(['Alan Turing']);
    expect(filterSuggestions(agents, 'a', key)).toEqual(['Ada Lovelace', 'Alan Turing', 'Adèle Blanc', 'Grace Hopper']);
  });

  it('matches the text too, lists everything for an empty query, and stops at the limit', () => {
    const replies = [
      { code: 'greet', text: 'Hello there' },
      { code: 'bye', text: 'Thanks, goodbye' },
    ];
    expect(
      filterSuggestions(
        replies,
        'thanks',
        (r) => r.code,
        (r) => r.text,
      ).map((r) => r.code),
    ).toEqual(['bye']);
    expect(filterSuggestions(replies, '', (r) => r.code).map((r) => r.code)).toEqual(['greet', 'bye']);
    expect(filterSuggestions(agents, '', key, undefined, 2)).toHaveLength(2);
    expect(filterSuggestions(agents, 'zzz', key)).toEqual([]);
  });
});

describe('replaceTrigger and mentionsIn', () => {
  it('replaces the trigger and its query, keeping what follows the caret', () => {
    const text = 'Hi @ad, see you';
    const trigger = findTrigger(text, 6, BOTH)!;
    expect(replaceTrigger(text, trigger, 6, '@Ada Lovelace ')).toEqual({ text: 'Hi @Ada Lovelace , see you', caret: 17 });
  });

  it('keeps only the mentions still written in the text', () => {
    const picked = [
      { id: 'a1', label: 'Ada Lovelace' },
      { id: 'g1', label: 'Grace Hopper' },
      { id: 'a1', label: 'Ada Lovelace' },
    ];
    expect(mentionsIn('@Ada Lovelace please look', picked)).toEqual(['a1']);
    expect(mentionsIn('@Ada Lovelace and @Grace Hopper', picked)).toEqual(['a1', 'g1']);
    expect(mentionsIn('nobody', picked)).toEqual([]);
  });
});

describe('moveActive', () => {
  it('wraps around both ways and has nothing to move over an empty list', () => {
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
