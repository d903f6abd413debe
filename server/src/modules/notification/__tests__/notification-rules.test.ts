import { DEFAULT_PREFERENCES, excerpt, EXCERPT_CHARS, NOTIFYING_SENDERS, withDefaults } from '../notification-rules';
import { bodyOf, titleOf, type NotificationFacts } from '../notification-text';

const facts = (over: Partial<NotificationFacts> = {}): NotificationFacts => ({
  id: 'n1',
  agentId: 'a1',
  kind: 'assignedMessage',
  conversationId: 'c1',
  customerName: 'Mei',
  conversationName: null,
  senderName: 'Ann',
  content: 'Where is my parcel?',
  fileName: null,
  internal: false,
  reads: true,
  createdAt: new Date(0),
  ...over,
});

describe('agent notification rules', () => {
  test('a customer writing notifies; automatic, system and agent messages never do (spec §6)', () => {
    expect(NOTIFYING_SENDERS.has('customer')).toBe(true);
    for (const sender of ['autoMessage', 'system', 'agent']) expect(NOTIFYING_SENDERS.has(sender)).toBe(false);
  });

  test('choices: every kind on by default; a stored kind replaces its channels, a bad value counts as none', () => {
    expect(withDefaults(undefined)).toEqual(DEFAULT_PREFERENCES);
    expect(withDefaults({ mention: { push: false, email: true } })).toEqual({ ...DEFAULT_PREFERENCES, mention: { push: false, email: true } });
    expect(withDefaults({ mention: { push: 'no' } })).toEqual(DEFAULT_PREFERENCES);
    expect(withDefaults('garbage')).toEqual(DEFAULT_PREFERENCES);
  });

  test('an excerpt is one line, cut with an ellipsis', () => {
    expect(excerpt('  two\n\nlines  ')).toBe('two lines');
    const long = excerpt('x'.repeat(500));
    expect(long).toHaveLength(EXCERPT_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(excerpt(null)).toBe('');
  });

  test('titles name the customer, or for a mention the agent who wrote, in the agent’s language', () => {
    expect(titleOf(facts({ kind: 'newConversation' }), 'en')).toBe('New conversation from Mei');
    expect(titleOf(facts(), 'zh')).toBe('Mei 傳來新訊息');
    expect(titleOf(facts({ kind: 'mention', internal: true }), 'zh_cn')).toBe('Ann 提到了你');
  });

  test('an internal note’s words reach only an agent who reads the conversation', () => {
    expect(bodyOf(facts({ kind: 'mention', internal: true, content: 'secret refund note' }), 'en')).toBe('secret refund note');
    expect(bodyOf(facts({ kind: 'mention', internal: true, reads: false, content: 'secret refund note' }), 'en')).toBe('Open the conversation to read it');
  });

  test('a file is named; a message with neither words nor a file says an attachment came', () => {
    expect(bodyOf(facts({ content: null, fileName: 'invoice.pdf' }), 'en')).toBe('Sent a file: invoice.pdf');
    expect(bodyOf(facts({ content: null }), 'zh')).toBe('傳送了附件');
  });
});
