import { isUnattended, type ArrivedMessage } from '../notificationRules';

const visitorWrote = (over: Partial<ArrivedMessage> = {}): ArrivedMessage => ({
  id: 'm1',
  conversationId: 'c1',
  senderType: 'customer',
  senderId: 'v1',
  internal: false,
  ...over,
});
const base = { assignees: [] as unknown[], alreadyTold: false, openConversationId: null, pageVisible: true };

describe('a visitor nobody answers yet', () => {
  it('is news when they write in a conversation nobody is assigned', () => {
    expect(isUnattended({ ...base, message: visitorWrote() })).toBe(true);
    // Looking at another conversation, or away from the tab while this one is open: still news.
    expect(isUnattended({ ...base, message: visitorWrote(), openConversationId: 'c2' })).toBe(true);
    expect(isUnattended({ ...base, message: visitorWrote(), openConversationId: 'c1', pageVisible: false })).toBe(true);
  });

  it('is not news once told, once someone is assigned, while looking at it, or from anyone but the visitor', () => {
    expect(isUnattended({ ...base, message: visitorWrote(), alreadyTold: true })).toBe(false);
    expect(isUnattended({ ...base, message: visitorWrote(), assignees: [{ id: 'a1' }] })).toBe(false);
    expect(isUnattended({ ...base, message: visitorWrote(), assignees: null })).toBe(false);
    expect(isUnattended({ ...base, message: visitorWrote(), openConversationId: 'c1' })).toBe(false);
    expect(isUnattended({ ...base, message: visitorWrote({ senderType: 'agent' }) })).toBe(false);
    expect(isUnattended({ ...base, message: visitorWrote({ internal: true }) })).toBe(false);
  });
});
