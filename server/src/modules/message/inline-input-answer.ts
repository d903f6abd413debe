import { fieldValueProblem, isIsoDate, isMonthDay } from '@parley/protocol';
import type { ServiceDeps } from '../service-deps';
import { AppError, forbidden, invalid, notFound, msg } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { conversationSubject, domainEvent } from '../../core/events/events';
import { seesInternal } from '../conversation/conversation-access';
import { runChange, type ConversationChange } from '../conversation/conversation-change';
import { ConversationEvents, subjectOf } from '../conversation/conversation-events';
import type { Rating } from '../conversation/conversation.entity';
import { MessageType, type MessageMeta } from './message.entity';
import { applyFieldUpdate, fieldUpdateFor, refuse } from './inline-input-actions';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from './message-view';
import type { MessageView } from './message.types';

export interface InlineAnswerInput {
  messageId: string;
  inputId: string;
  /** Clients send text; a rating may come as a number. */
  value: string | number;
}

/** One question of an inline-input form, as stored in meta.inlineInput.input[]. */
interface FormInput {
  inputId?: unknown;
  type?: unknown;
  action?: unknown;
  value?: unknown;
  [k: string]: unknown;
}

type Form = NonNullable<MessageMeta['inlineInput']> & { readOnly?: boolean; editable?: boolean };

const MAX = { text: 2000, longtext: 10_000 } as const;

/**
 * The answer as stored (trimmed text), checked against the input's answer type (spec §3): required
 * ('RequiredField'), email ('PleaseEnterAValidEmail'), url ('PleaseEnterAValidUrl'), rating 1 to 5,
 * date YYYY-MM-DD, anniversary MM-DD (any year: 02-29 included), phone digits.
 */
export function answerValue(type: string, raw: string | number): string {
  const value = String(raw).trim();
  if (!value) throw refuse('RequiredField');
  switch (type) {
    case 'email':
    case 'url':
      // The custom field rules (@parley/protocol), so an answer a field would refuse is refused here too.
      if (fieldValueProblem(type, value)) throw refuse(type === 'email' ? 'PleaseEnterAValidEmail' : 'PleaseEnterAValidUrl');
      return value;
    case 'rating':
      if (!/^[1-5]$/.test(value)) throw invalid('common.ratingIs1To5In', { value: 'range' });
      return value;
    case 'date':
      if (!isIsoDate(value)) throw invalid('common.pleaseEnterADateAsYYYY', { value: 'date' });
      return value;
    case 'anniversary':
      if (!isMonthDay(value)) throw invalid('message.pleaseEnterADayAsMM', { value: 'anniversary' });
      return value;
    case 'phone':
      if (fieldValueProblem('phone', value)) throw invalid('message.pleaseEnterAValidPhoneNumber', { value: 'phone' });
      return value;
    case 'longtext':
      if (value.length > MAX.longtext) throw invalid(msg('common.atMostCharacters', { max: MAX.longtext }), { value: 'tooLong' });
      return value;
    default:
      if (value.length > MAX.text) throw invalid(msg('common.atMostCharacters', { max: MAX.text }), { value: 'tooLong' });
      return value;
  }
}

const actionOf = (input: FormInput): string | undefined => {
  const action = input.action as { type?: unknown } | undefined;
  return typeof action?.type === 'string' ? action.type : undefined;
};
const isScore = (input: FormInput) => input.type === 'rating' || actionOf(input) === 'updateRating';
const isComment = (input: FormInput) => actionOf(input) === 'updateComment';
const answered = (input: FormInput) => typeof input.value === 'string' && input.value !== '';

/**
 * The conversation rating the form now says, or null when it says none: the score comes from the
 * rating input (answer type rating or action updateRating), the comment from an updateComment input;
 * a comment answered before the score waits in the form until the score arrives.
 */
function ratingOf(inputs: FormInput[], previous: Rating | null): Rating | null {
  const score = inputs.find((i) => isScore(i) && answered(i));
  const comment = inputs.find((i) => isComment(i) && answered(i));
  if (score) return { score: Number(score.value), ...(comment ? { comment: String(comment.value) } : {}) };
  if (comment && previous) return { ...previous, comment: String(comment.value) };
  return null;
}

/**
 * Answers one input of an inline-input form (spec §4 and §5). A customer answers the forms of their
 * own conversation (never internal ones: those stay invisible to them); an agent answers internal
 * forms and forms an agent sent (spec §4; a form from an automation is the customer's to answer);
 * API tokens answer none. An input
 * may be answered again until every input is answered: then the form becomes read-only. A rating
 * (or its comment) also becomes the conversation's customerRating (a customer) or agentRating (an
 * agent) through the conversation's own change path, in the same transaction. Readers of the
 * message get `message.updated` with the whole message after the commit.
 */
export async function answerInlineInput(deps: ServiceDeps, actor: Actor, input: InlineAnswerInput): Promise<MessageView> {
  const a = requireSignedIn(actor);
  if (a.kind === 'apiToken') throw forbidden('message.formsAreAnsweredByTheCustomer');
  if (typeof input.inputId !== 'string' || !input.inputId) throw invalid('message.inputIdIsRequired', { inputId: 'required' });
  const [found]: { conversation_id: string }[] = isUuid(input.messageId)
    ? await deps.dataSource.query('SELECT conversation_id FROM message WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL', [
        input.messageId,
        a.workspaceId,
      ])
    : [];
  if (!found) throw notFound('message.notFound');
  let result: { message: MessageView; subject: ReturnType<typeof conversationSubject>; customerChanged: string | null } | undefined;
  await runChange(deps, a, found.conversation_id, { customers: true }, async (c) => {
    const { message, customerChanged } = await answerIn(c, input);
    result = { message, subject: conversationSubject(subjectOf(c.row), { internal: message.internal }), customerChanged };
  });
  if (!result) throw new Error('the answer was not recorded');
  await deps.bus.publish(domainEvent(ConversationEvents.messageUpdated, a.workspaceId, result.subject, { ...result.message }));
  // The customer's open profile (agents' panels, the visitor's own) refreshes.
  if (result.customerChanged) {
    const userId = result.customerChanged;
    await deps.bus.publish(domainEvent('customer.updated', a.workspaceId, { customerId: userId }, { userId }));
  }
  return result.message;
}

/** Inside the conversation's locked change: checks, stores the answer, sets the rating, and updates the customer field it names. */
async function answerIn(c: ConversationChange, input: InlineAnswerInput): Promise<{ message: MessageView; customerChanged: string | null }> {
  const [row]: MessageRow[] = await c.m.query(
    `SELECT ${MESSAGE_COLUMNS} FROM message WHERE id = $1 AND conversation_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [input.messageId, c.row.id],
  );
  if (!row || (row.internal && !seesInternal(c.access))) throw notFound('message.notFound');
  const form = row.meta.inlineInput as Form | undefined;
  if (row.meta.type !== MessageType.inlineInput || !form) throw invalid('message.thisMessageIsNotAnInline', { messageId: 'notInlineInput' });
  const customer = c.access.scope === 'customer';
  // Spec §4: in the console a form can be answered when an agent sent it or it is internal.
  if (!customer && !row.internal && row.sender_type !== 'agent') throw forbidden('message.theCustomerAnswersThisForm');
  if (c.row.status === 'terminated') throw new AppError('CONFLICT', 'message.conversationEnded');
  if (form.readOnly === true || form.editable === false) throw new AppError('CONFLICT', 'message.thisFormCanNoLongerBe');
  const inputs = form.input as FormInput[];
  const index = inputs.findIndex((i) => i.inputId === input.inputId);
  if (index < 0) throw invalid('message.thisFormHasNoSuchInput', { inputId: 'unknown' });
  const question = inputs[index];
  const type = isScore(question) ? 'rating' : typeof question.type === 'string' ? question.type : 'text';
  const value = answerValue(type, input.value);
  // Checked before anything is stored: a value the field refuses leaves the form unanswered.
  const action = question.action as { type?: unknown; field?: unknown } | undefined;
  const fieldUpdate =
    action?.type === 'updateField' && typeof action.field === 'string' && c.row.customer_id
      ? await fieldUpdateFor(c.m, c.workspaceId, action.field, value)
      : null;

  const by =
    c.actor.kind === 'customer' ? { type: 'customer', id: c.actor.customerId } : { type: 'agent', id: c.actor.kind === 'agent' ? c.actor.agentId : null };
  const nextInputs = inputs.map((i, n) => (n === index ? { ...i, value, answeredAt: Date.now(), answeredBy: by } : i));
  const nextForm: Form = { ...form, input: nextInputs, ...(nextInputs.every(answered) ? { readOnly: true } : {}) };
  const meta: MessageMeta = { ...row.meta, inlineInput: nextForm };
  const [[stored]]: [{ change_seq: string }[], number] = await c.m.query(
    `UPDATE message SET meta = $1::jsonb, updated_at = date_trunc('milliseconds', clock_timestamp()) WHERE id = $2 RETURNING change_seq`,
    [JSON.stringify(meta), row.id],
  );

  if (isScore(question) || isComment(question)) {
    const previous = customer ? c.row.customer_rating : c.row.agent_rating;
    const rating = ratingOf(nextInputs, previous);
    if (rating) {
      if (customer) c.set('customer_rating', JSON.stringify(rating), 'customerRating');
      else c.set('agent_rating', JSON.stringify(rating), 'agentRating');
    }
  }
  if (fieldUpdate && c.row.customer_id) await applyFieldUpdate(c.m, c.row.customer_id, fieldUpdate);
  return { message: toMessageView({ ...row, meta, change_seq: stored.change_seq }), customerChanged: fieldUpdate ? c.row.customer_id : null };
}
