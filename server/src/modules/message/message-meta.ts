import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { ANSWER_TYPES } from '@parley/protocol';
import { z } from 'zod';
import { fieldsProblem, invalid, issueMessage, msg, type FieldProblems, type PlainReason } from '../../common/errors';
import { uuid } from '../../core/rest/fields';
import { FILE_SUBTYPE, MessageType, type MessageMeta } from './message.entity';

// The meta kinds below are published by name in the OpenAPI file (.openapi), each with an example.
extendZodWithOpenApi(z);

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

/** The text kinds: 1 text; 13 and 14 reply-like (a text that answers a quote or picks an option). */
const TEXT_TYPES = [MessageType.text, MessageType.replyLike, MessageType.replyLike2] as const;

/**
 * meta.type of a kind: the literal zod checks, documented as a whole number of these values (the
 * generator would write a number of the first value only).
 */
const typeCode = <const T extends readonly [number, ...number[]]>(...codes: T) => z.literal(codes).openapi({ type: 'integer', enum: [...codes] });

const textMeta = z
  .object({
    type: typeCode(...TEXT_TYPES),
    content,
    ...common,
  })
  .openapi('TextMessageMeta', {
    description: 'type 1 text; 13 and 14 reply-like (stored and validated like text). content is trimmed and must not be empty.',
    example: { type: 1, content: 'Hello! How can I help?' },
  });

const action = z.object({
  title: text(200),
  actionType: text(50),
  actionContent: z.object({ text: text(2000).optional(), url: httpUrl.optional() }),
});

const elementMeta = z
  .object({
    type: typeCode(MessageType.element),
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
  })
  .openapi('CardMessageMeta', {
    description: 'type 11 rich element: one card or a list of up to 10, each with a title and up to 10 actions (a text to send or an http(s) link).',
    example: {
      type: 11,
      content: 'Our plans',
      element: {
        elements: [
          {
            title: 'Pro',
            description: 'Reports and automatic assignment',
            thumbnailUrl: 'https://example.com/pro.png',
            actions: [{ title: 'See prices', actionType: 'url', actionContent: { url: 'https://example.com/pricing' } }],
          },
        ],
      },
    },
  });

const inlineInputMeta = z
  .object({
    type: typeCode(MessageType.inlineInput),
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
  })
  .openapi('InlineInputMessageMeta', {
    description: 'type 20 inline input: a form of up to 20 inputs the customer answers in the conversation (POST /api/message/inlineInput/update).',
    example: {
      type: 20,
      inlineInput: {
        title: 'Before we start',
        description: 'So that we can write back',
        input: [{ inputId: 'email', title: 'Your email', type: 'email', action: { type: 'updateField', field: 'email' } }],
      },
    },
  });

const templateMeta = z
  .object({
    type: typeCode(MessageType.template),
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
  })
  .openapi('TemplateMessageMeta', {
    description: "type 21 template: one of the channel's message templates with its parameters (WhatsApp outside the response window).",
    example: { type: 21, template: { name: 'Order update', key: 'order_update', displayParams: [{ name: 'order', value: 'A-1042' }] } },
  });

/**
 * What a client may send as meta (REST /api/message/send, GraphQL sendMessage), one kind per
 * meta.type: parseClientMeta checks every meta against this union, and the OpenAPI file publishes it.
 */
export const clientMetaSchema = z.discriminatedUnion('type', [textMeta, elementMeta, inlineInputMeta, templateMeta]).openapi('SendMessageMeta', {
  description:
    'By meta.type: 1, 13, 14 text; 11 card; 20 inline input; 21 template. Optional on each: reply {id} (the quoted message), mentions (agent ids; internal messages only), ' +
    'cannedReplies (ids the text was written with), messageTag (Facebook, outside the response window). Files, images and voice: POST /api/message/file/send.',
});

/** Client-sent meta, validated per meta.type. */
export type ClientMeta = z.output<typeof clientMetaSchema>;

/** The meta.type values clientMetaSchema takes. */
const CLIENT_TYPES: ReadonlySet<number> = new Set(clientMetaSchema.options.flatMap((o) => [...o.shape.type.values]));

const elsewhere: Record<number, PlainReason> = {
  [MessageType.audio]: 'message.audioIsSentWithFileSend',
  [MessageType.file]: 'message.filesAreSentWithFileSend',
  [MessageType.typing]: 'message.typingTravelsAsARealtimeFrame',
  [MessageType.system]: 'message.systemNoticesAreWrittenByTheServer',
  [MessageType.location]: 'message.platformKindsAreWrittenByTheServer',
  [MessageType.unsupported]: 'message.platformKindsAreWrittenByTheServer',
};

/** Customers send text only (1, 13, 14); rich elements, inline input and templates come from agents and integrations. */
export const CUSTOMER_TYPES: readonly number[] = TEXT_TYPES;

/** Parses a client's meta by its type; the error names the field the way the REST door does. */
export function parseClientMeta(meta: unknown): ClientMeta {
  const type = (meta as { type?: unknown } | null)?.type;
  if (typeof type !== 'number' || !Number.isInteger(type)) throw invalid('message.metaTypeMustBeAMessage', { 'meta.type': 'required' });
  const refused = elsewhere[type];
  if (refused) throw invalid(refused, { 'meta.type': 'unsupported' });
  if (!CLIENT_TYPES.has(type)) throw invalid(msg('message.unknownMessageType', { type }), { 'meta.type': 'unknown' });
  const r = clientMetaSchema.safeParse(meta);
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
