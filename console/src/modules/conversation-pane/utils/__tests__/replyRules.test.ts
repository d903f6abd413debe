import { canReplyAcross, internalMode } from '../replyRules';
import { canAnswerInlineInput, canDelete, composerText, hasMore, inlineAnswerError, isOwnSide, missingTemplateParams } from '../messageRules';

describe('internal reply rule (spec §4)', () => {
  it('replying to an internal message forces internal mode and locks the toggle', () => {
    expect(internalMode(false, { internal: true })).toEqual({ internal: true, locked: true });
    expect(internalMode(false, { internal: false })).toEqual({ internal: false, locked: false });
    expect(internalMode(true, null)).toEqual({ internal: true, locked: false });
  });

  it('an internal message cannot be answered on the customer side', () => {
    expect(canReplyAcross({ internal: true }, false)).toBe(false);
    expect(canReplyAcross({ internal: true }, true)).toBe(true);
    expect(canReplyAcross({ internal: false }, true)).toBe(true);
    expect(canReplyAcross(null, false)).toBe(true);
  });
});

describe('message rules', () => {
  const me = 'agent-1';
  it('mine: internal by me; otherwise any non-customer sender', () => {
    expect(isOwnSide({ senderId: me, senderType: 'agent', internal: true }, me)).toBe(true);
    expect(isOwnSide({ senderId: 'agent-2', senderType: 'agent', internal: true }, me)).toBe(false);
    expect(isOwnSide({ senderId: 'agent-2', senderType: 'agent', internal: false }, me)).toBe(true);
    expect(isOwnSide({ senderId: 'c', senderType: 'customer', internal: false }, me)).toBe(false);
  });

  it('only the agent who sent a message deletes it', () => {
    expect(canDelete({ senderId: me, senderType: 'agent', internal: false }, me)).toBe(true);
    expect(canDelete({ senderId: 'agent-2', senderType: 'agent', internal: false }, me)).toBe(false);
    expect(canDelete({ senderId: me, senderType: 'customer', internal: false }, me)).toBe(false);
  });

  it('load more while a full page returns', () => {
    expect(hasMore(20)).toBe(true);
    expect(hasMore(19)).toBe(false);
  });

  it('composer trims and ignores empty text', () => {
    expect(composerText('  hi \n')).toBe('hi');
    expect(composerText(' \n\t ')).toBeNull();
  });

  it('inline answers: editable, not read-only, agent or internal', () => {
    expect(canAnswerInlineInput({ editable: true, readOnly: false, senderType: 'agent', internal: false })).toBe(true);
    expect(canAnswerInlineInput({ editable: true, readOnly: false, senderType: 'customer', internal: true })).toBe(true);
    expect(canAnswerInlineInput({ editable: true, readOnly: false, senderType: 'customer', internal: false })).toBe(false);
    expect(canAnswerInlineInput({ editable: true, readOnly: true, senderType: 'agent', internal: false })).toBe(false);
    expect(canAnswerInlineInput({ editable: false, readOnly: false, senderType: 'agent', internal: true })).toBe(false);
  });

  it('inline answer and template parameter validation', () => {
    expect(inlineAnswerError('text', ' ')).toBe('RequiredField');
    expect(inlineAnswerError('email', 'nope')).toBe('PleaseEnterAValidEmail');
    expect(inlineAnswerError('email', 'a@b.co')).toBeNull();
    expect(
      missingTemplateParams([
        { name: 'order', value: '1' },
        { name: 'date', value: ' ' },
      ]),
    ).toEqual(['date']);
  });
});
