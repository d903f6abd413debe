import { formAnswerOf, formQuickReplies, platformText } from '../platform-text';

const ID = '6cae7b0a-5670-478b-b483-34cf313363c1';

describe('forms and cards as the text a platform carries (issue 50.6)', () => {
  it('a form: title, description and numbered questions, a rating with its range', () => {
    const meta = {
      type: 20,
      inlineInput: {
        title: '幾個問題',
        description: 'So we can help',
        input: [
          { inputId: 'email', title: 'Email', type: 'email' },
          { inputId: 'score', title: 'Your score', type: 'rating' },
        ],
      },
    };
    expect(platformText(meta)).toBe('幾個問題\nSo we can help\n\n1. Email\n2. Your score (1–5)');
    // Two questions: no quick replies (Messenger attaches them to one answer).
    expect(formQuickReplies(ID, meta)).toBeUndefined();
  });

  it("a one-rating form: five quick replies within Messenger's limits, whose payload reads back as the answer", () => {
    const meta = { type: 20, inlineInput: { title: 'Rate us', input: [{ inputId: 'score', title: 'Score', type: 'text', action: { type: 'updateRating' } }] } };
    const replies = formQuickReplies(ID, meta)!;
    expect(replies).toHaveLength(5);
    for (const r of replies) expect(r.title.length).toBeLessThanOrEqual(20);
    expect(formAnswerOf(replies[4]!.payload)).toEqual({ messageId: ID, inputId: 'score', value: '5' });
    expect(formAnswerOf('CONFIRM_ORDER')).toBeNull();
    expect(formAnswerOf(`PARLEY_FORM:${ID}:score:9`)).toBeNull();
  });

  it('a card: its text, each element with its description and links; plain messages are not rewritten', () => {
    const meta = {
      type: 11,
      content: 'Our picks',
      element: {
        elements: [
          { title: 'Mug', description: 'Blue', actions: [{ title: 'Buy', actionType: 'url', actionContent: { url: 'https://shop.example/mug' } }] },
          { title: 'Cap' },
        ],
      },
    };
    expect(platformText(meta)).toBe('Our picks\n\nMug\nBlue\nBuy: https://shop.example/mug\n\nCap');
    expect(platformText({ type: 1, content: 'hi' })).toBeNull();
  });
});
