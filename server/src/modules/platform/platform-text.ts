import { MessageType, type MessageMeta } from '../message/message.entity';

/** Messenger's limits for quick replies (Send API reference). */
export const QUICK_REPLY_MAX = 13;
export const QUICK_REPLY_TITLE_MAX = 20;
const TEXT_MAX = 2000;

/** The payload a form's quick reply carries back: the form message, its question and the answer. */
const FORM_PAYLOAD = /^PARLEY_FORM:([0-9a-f-]{36}):(.{1,100}):([1-5])$/;

export interface QuickReply {
  title: string;
  payload: string;
}

interface FormInput {
  inputId?: unknown;
  title?: unknown;
  type?: unknown;
  action?: unknown;
}

const isRating = (i: FormInput) => i.type === 'rating' || (i.action as { type?: unknown } | undefined)?.type === 'updateRating';
const words = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * What a platform that carries only text is sent for a form or a card (issue 50.6): the title,
 * the description and each question numbered (a rating with its range), or each card's title,
 * description and links. Only the workspace's own words and numbers: no sentence in a language
 * the customer may not read. Null for the types that go out as they are.
 */
export function platformText(meta: MessageMeta): string | null {
  if (meta.type === MessageType.inlineInput && meta.inlineInput) {
    const form = meta.inlineInput;
    const inputs = form.input as FormInput[];
    const questions = inputs.map((i, n) => `${inputs.length > 1 ? `${n + 1}. ` : ''}${words(i.title)}${isRating(i) ? ' (1–5)' : ''}`);
    return [words(form.title), words(form.description), '', ...questions]
      .filter((line, n, all) => line || (n > 0 && all[n - 1]))
      .join('\n')
      .trim()
      .slice(0, TEXT_MAX);
  }
  if (meta.type === MessageType.element && meta.element) {
    const cards = meta.element.elements.map((e) =>
      [e.title, e.description ?? '', ...(e.actions ?? []).map((a) => (a.actionContent.url ? `${a.title}: ${a.actionContent.url}` : a.title))]
        .filter(Boolean)
        .join('\n'),
    );
    return [meta.content ?? '', ...cards].filter(Boolean).join('\n\n').slice(0, TEXT_MAX);
  }
  return null;
}

/**
 * Messenger quick replies for a form of one rating question: 1 to 5 stars, each carrying the form,
 * the question and the score back (PARLEY_FORM:…), so the customer's tap answers the form.
 */
export function formQuickReplies(messageId: string, meta: MessageMeta): QuickReply[] | undefined {
  const inputs = (meta.type === MessageType.inlineInput ? (meta.inlineInput?.input ?? []) : []) as FormInput[];
  const only = inputs.length === 1 ? inputs[0] : undefined;
  if (!only || !isRating(only) || typeof only.inputId !== 'string') return undefined;
  const inputId = only.inputId;
  return [1, 2, 3, 4, 5].map((n) => ({ title: `${n} ${'★'.repeat(n)}`.slice(0, QUICK_REPLY_TITLE_MAX), payload: `PARLEY_FORM:${messageId}:${inputId}:${n}` }));
}

/** The form answer a quick reply's payload carries, when it is one of ours. */
export function formAnswerOf(payload: string | undefined): { messageId: string; inputId: string; value: string } | null {
  const m = payload ? FORM_PAYLOAD.exec(payload) : null;
  return m ? { messageId: m[1]!, inputId: m[2]!, value: m[3]! } : null;
}
