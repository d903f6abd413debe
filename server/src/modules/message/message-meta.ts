import { ANSWER_TYPES } from '@parley/protocol';
import { z } from 'zod';
import { fieldsProblem, invalid, issueMessage, msg, type FieldProblems, type PlainReason } from '../../common/errors';
import { uuid } from '../../core/rest/fields';
import { FILE_SUBTYPE, MessageType, type MessageMeta } from './message.entity';

/** Longest text message, in characters. */
export const MAX_TEXT = 20_000;

const text = (max: number) => z.string().max(max);
const httpUrl = z
  .string()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL');

/** What every client-sent meta may carry besides its type's own fields. */
const common = {
  /** The quoted message: only its id is read; the server builds the quote from the stored message. */
  reply: z.object({ id: uuid }).optional(),
  /** Agent ids @mentioned; internal messages only. */
  mentions: z.array(uuid).max(50).optional(),
  /** Canned replies the text was written with (issue 20): counted for reports, not stored in the message. */
  cannedReplies: z.array(uuid).max(10).optional(),
  /** A Facebook conversation outside its page's response window: the message tag the reply is sent with (spec §9). */
  messageTag: z.enum(['CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE', 'ACCOUNT_UPDATE', 'HUMAN_AGENT']).optional(),
};

const content = z
  .string()
  .max(MAX_TEXT)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'Please enter a message');

const textMeta = z.object({ type: z.union([z.literal(1), z.literal(13), z.literal(14)]), content, ...common });

const action = z.object({
  title: text(200),
  actionType: text(50),
  actionContent: z.object({ text: text(2000).optional(), url: httpUrl.optional() }),
});

const elementMeta = z.object({
  type: z.literal(MessageType.element),
  content: text(MAX_TEXT).optional(),
  element: z.object({
    elements: z
      .array(
        z.object({
          title: text(200).min(1),
          description: text(2000).optional(),
          thumbnailUrl: httpUrl.optional(),
          actions: z.array(action).max(10).optional(),
        }),
      )
      .min(1)
      .max(10),
  }),
  ...common,
});

const inlineInputMeta = z.object({
  type: z.literal(MessageType.inlineInput),
  content: text(MAX_TEXT).optional(),
  inlineInput: z.object({
    title: text(200).min(1),
    description: text(2000).optional(),
    input: z
      .array(
        z.object({
          inputId: text(100).min(1),
          title: text(200).min(1),
          type: z.enum(ANSWER_TYPES),
          action: z.record(z.string(), z.unknown()).optional(),
        }),
      )
      .min(1)
      .max(20),
  }),
  ...common,
});

const templateMeta = z.object({
  type: z.literal(MessageType.template),
  content: text(MAX_TEXT).optional(),
  template: z.object({
    name: text(200).min(1),
    description: text(2000).optional(),
    key: text(200).optional(),
    tag: text(200).optional(),
    displayParams: z
      .array(z.object({ name: text(200), value: text(2000) }))
      .max(50)
      .optional(),
  }),
  ...common,
});

/** Client-sent meta, validated per meta.type. */
export type ClientMeta = z.output<typeof textMeta | typeof elementMeta | typeof inlineInputMeta | typeof templateMeta>;

const schemas: Record<number, z.ZodType<ClientMeta>> = {
  [MessageType.text]: textMeta,
  [MessageType.replyLike]: textMeta,
  [MessageType.replyLike2]: textMeta,
  [MessageType.element]: elementMeta,
  [MessageType.inlineInput]: inlineInputMeta,
  [MessageType.template]: templateMeta,
};

const elsewhere: Record<number, PlainReason> = {
  [MessageType.audio]: 'message.audioIsSentWithFileSend',
  [MessageType.file]: 'message.filesAreSentWithFileSend',
  [MessageType.typing]: 'message.typingTravelsAsARealtimeFrame',
  [MessageType.system]: 'message.systemNoticesAreWrittenByTheServer',
  [MessageType.location]: 'message.platformKindsAreWrittenByTheServer',
  [MessageType.unsupported]: 'message.platformKindsAreWrittenByTheServer',
};

/** Customers send text only (1, 13, 14); rich elements, inline input and templates come from agents and integrations. */
export const CUSTOMER_TYPES: readonly number[] = [MessageType.text, MessageType.replyLike, MessageType.replyLike2];

/** Parses a client's meta by its type; the error names the field the way the REST door does. */
export function parseClientMeta(meta: unknown): ClientMeta {
  const type = (meta as { type?: unknown } | null)?.type;
  if (typeof type !== 'number' || !Number.isInteger(type)) throw invalid('message.metaTypeMustBeAMessage', { 'meta.type': 'required' });
  const refused = elsewhere[type];
  if (refused) throw invalid(refused, { 'meta.type': 'unsupported' });
  const schema = schemas[type];
  if (!schema) throw invalid(msg('message.unknownMessageType', { type }), { 'meta.type': 'unknown' });
  const r = schema.safeParse(meta);
  if (!r.success) {
    const fields: FieldProblems = {};
    for (const issue of r.error.issues) fields[['meta', ...issue.path.map(String)].join('.')] ??= issueMessage(issue);
    throw fieldsProblem(fields, 'request.invalidInput');
  }
  return r.data;
}

/** The text a message is found by (and previewed with): its content, titles and parameter values. */
export function searchTextOf(meta: MessageMeta): string {
  const parts: string[] = [];
  if (meta.content) parts.push(meta.content);
  for (const e of meta.element?.elements ?? []) parts.push(e.title, e.description ?? '');
  if (meta.inlineInput) parts.push(meta.inlineInput.title, meta.inlineInput.description ?? '');
  if (meta.template) {
    parts.push(meta.template.name);
    for (const p of meta.template.displayParams ?? []) parts.push(p.value);
  }
  if (meta.file) parts.push(meta.file.name);
  if (meta.location?.title) parts.push(meta.location.title);
  return parts.filter(Boolean).join('\n').slice(0, MAX_TEXT);
}

/** A file message without a subtype is a plain file (1); images with previews say 2. */
export function withFileSubtype(meta: MessageMeta): MessageMeta {
  if (meta.type === MessageType.file && meta.subtype === undefined) return { ...meta, subtype: FILE_SUBTYPE.file };
  return meta;
}
