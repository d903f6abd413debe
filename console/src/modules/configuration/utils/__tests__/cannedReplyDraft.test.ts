import { cannedReplyInput, cannedReplyProblems, emptyCannedReply } from '../cannedReplyDraft';

describe('canned reply drafts', () => {
  const ok = { ...emptyCannedReply('personal'), shortCode: 'greet', content: { en: 'Hi {{customer.displayName}}', zh: '', zh_cn: '' } };

  it('accepts a short code of letters of any script, digits, - and _, with content in one language', () => {
    expect(cannedReplyProblems(ok)).toEqual([]);
    expect(cannedReplyProblems({ ...ok, shortCode: '問候_1-a' })).toEqual([]);
  });

  it('names what the server would refuse', () => {
    expect(cannedReplyProblems({ ...ok, shortCode: ' ' })).toEqual(['shortCodeRequired']);
    expect(cannedReplyProblems({ ...ok, shortCode: 'two words' })).toEqual(['shortCodeChars']);
    expect(cannedReplyProblems({ ...ok, shortCode: 'x'.repeat(33) })).toEqual(['shortCodeTooLong']);
    expect(cannedReplyProblems({ ...ok, content: { en: ' ', zh: '', zh_cn: '' } })).toEqual(['contentRequired']);
    expect(cannedReplyProblems({ ...ok, content: { en: 'x', zh: '{{order.id}}', zh_cn: 'y'.repeat(5001) } })).toEqual(['variable:zh', 'tooLong:zh_cn']);
  });

  it('sends the scope only when it is new, trimmed', () => {
    expect(cannedReplyInput({ ...ok, shortCode: ' greet ' })).toEqual({
      scope: 'personal',
      shortCode: 'greet',
      content: { en: 'Hi {{customer.displayName}}', zh: '', zh_cn: '' },
    });
    expect(cannedReplyInput({ ...ok, id: 'r1' })).not.toHaveProperty('scope');
  });
});
