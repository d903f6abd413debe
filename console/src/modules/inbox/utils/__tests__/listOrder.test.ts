import { appendPage, compareOrder, placeId } from '../listOrder';
import { nearEnd } from '../windowing';
import { inboxShortcutOf, neighbourId } from '../shortcuts';
import { shouldNotify, titleWithCount } from '../notificationRules';

const keys: Record<string, number> = { a: 50, b: 40, c: 30, d: 20 };
const keyOf = (id: string) => (id in keys ? { id, orderTimestamp: keys[id] } : undefined);

describe('list order', () => {
  it('newest activity first, ties broken by id like the server', () => {
    expect(compareOrder({ id: 'x', orderTimestamp: 2 }, { id: 'y', orderTimestamp: 1 })).toBeLessThan(0);
    expect(compareOrder({ id: 'x', orderTimestamp: 2 }, { id: 'y', orderTimestamp: 1 }, true)).toBeGreaterThan(0);
    expect(compareOrder({ id: 'b', orderTimestamp: 1 }, { id: 'a', orderTimestamp: 1 })).toBeLessThan(0);
  });

  it('new activity moves a conversation to the top; a newcomer goes to its place', () => {
    keys.c = 60;
    expect(placeId(['a', 'b', 'c', 'd'], 'c', keyOf)).toEqual(['c', 'a', 'b', 'd']);
    keys.e = 45;
    expect(placeId(['c', 'a', 'b', 'd'], 'e', keyOf)).toEqual(['c', 'a', 'e', 'b', 'd']);
    keys.c = 30;
  });

  it('a row older than everything loaded waits for its page, unless it must stay', () => {
    keys.z = 1;
    expect(placeId(['a', 'b'], 'z', keyOf, { hasMore: true })).toEqual(['a', 'b']);
    expect(placeId(['a', 'b'], 'z', keyOf, { hasMore: true, keep: true })).toEqual(['a', 'b', 'z']);
    expect(placeId(['a', 'b'], 'z', keyOf, { hasMore: false })).toEqual(['a', 'b', 'z']);
    expect(placeId(['a', 'b'], 'gone', keyOf)).toEqual(['a', 'b']);
  });

  it('oldest first sends new activity to the end', () => {
    keys.a = 70;
    expect(placeId(['d', 'c', 'a', 'b'], 'a', keyOf, { reverse: true })).toEqual(['d', 'c', 'b', 'a']);
    keys.a = 50;
  });

  it('pages append without doubling a row that moved meanwhile', () => {
    expect(appendPage(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('windowing', () => {
  it('asks for more within 10 px of the bottom (spec §9)', () => {
    expect(nearEnd({ scrollTop: 990, viewport: 600, total: 1600 })).toBe(true);
    expect(nearEnd({ scrollTop: 989, viewport: 600, total: 1600 })).toBe(false);
  });
});

describe('keyboard', () => {
  const key = (k: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });
  it('j/k and Alt+arrows move; letters never count while typing', () => {
    expect(inboxShortcutOf(key('j'), false)).toBe('next');
    expect(inboxShortcutOf(key('k'), false)).toBe('previous');
    expect(inboxShortcutOf(key('j'), true)).toBeNull();
    expect(inboxShortcutOf(key('ArrowDown', { altKey: true }), true)).toBe('next');
    expect(inboxShortcutOf(key('ArrowUp', { altKey: true }), false)).toBe('previous');
    expect(inboxShortcutOf(key('?', { shiftKey: true }), false)).toBe('help');
    expect(inboxShortcutOf(key('/'), false)).toBe('search');
    expect(inboxShortcutOf(key('j', { ctrlKey: true }), false)).toBeNull();
    // The pane's Alt+letter keys are the pane's.
    expect(inboxShortcutOf(key('c', { altKey: true }), false)).toBeNull();
  });
  it('steps through the list', () => {
    expect(neighbourId(['a', 'b', 'c'], 'b', 1)).toBe('c');
    expect(neighbourId(['a', 'b', 'c'], 'b', -1)).toBe('a');
    expect(neighbourId(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(neighbourId(['a', 'b', 'c'], null, 1)).toBe('a');
    expect(neighbourId([], null, 1)).toBeNull();
  });
});

describe('notifications (spec §6)', () => {
  const message = { id: 'm', conversationId: 'c', senderType: 'customer', senderId: 'cu', internal: false };
  it('only customer messages in my conversations, not while I look at that one', () => {
    expect(shouldNotify({ message, assignedToMe: true, openConversationId: null, pageVisible: true })).toBe(true);
    expect(shouldNotify({ message, assignedToMe: true, openConversationId: 'c', pageVisible: false })).toBe(true);
    expect(shouldNotify({ message, assignedToMe: true, openConversationId: 'c', pageVisible: true })).toBe(false);
    expect(shouldNotify({ message, assignedToMe: false, openConversationId: null, pageVisible: false })).toBe(false);
    expect(shouldNotify({ message: { ...message, senderType: 'autoMessage' }, assignedToMe: true, openConversationId: null, pageVisible: false })).toBe(false);
    expect(shouldNotify({ message: { ...message, senderType: 'agent' }, assignedToMe: true, openConversationId: null, pageVisible: false })).toBe(false);
    expect(shouldNotify({ message: { ...message, internal: true }, assignedToMe: true, openConversationId: null, pageVisible: false })).toBe(false);
  });
  it('puts the unread count in the tab title', () => {
    expect(titleWithCount('Conversations', 0)).toBe('Conversations');
    expect(titleWithCount('Conversations', 3)).toBe('(3) Conversations');
    expect(titleWithCount('Conversations', 120)).toBe('(99+) Conversations');
  });
});
