import { setupI18n, type I18n } from '@lingui/core';
import type { Lang } from './language';
import { messages as en } from './locales/en/messages';
import { messages as zh } from './locales/zh/messages';
import { messages as zhCn } from './locales/zh_cn/messages';
import { REASONS, type Reason } from './reasons';

export type { Reason } from './reasons';

/** The spec's message keys that double as field codes (`PleaseEnterAValidEmail`), each a reason field.<key>. */
export type FieldCode = Reason extends infer R ? (R extends `field.${infer K}` ? K : never) : never;

export const isPlainReason = (id: Reason): id is PlainReason => REASONS[id].length === 0;

/** The names of the values a reason's message fills in. */
export type ValueNames<R extends Reason> = (typeof REASONS)[R][number];

/** A reason whose message fills nothing in: it can stand alone where a message is expected. */
export type PlainReason = { [R in Reason]: ValueNames<R> extends never ? R : never }[Reason];

/** A reason that needs values: it is given through `msg`. */
export type ReasonWithValues = Exclude<Reason, PlainReason>;

/** A value filled into a message: a number, a name the code knows, or another message (translated too). */
export type MessageValue = string | number | Message;

/** A message by reason, with its values: what an error carries instead of English text. */
export interface Message {
  readonly reason: Reason;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/** A message where the code can give either a plain reason or a reason with its values. */
export type MessageArg = PlainReason | Message;

export function msg<R extends ReasonWithValues>(reason: R, values: Record<ValueNames<R>, MessageValue>): Message {
  return { reason, values };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).reason === 'string' && isReason((value as Message).reason);
}

export function isReason(id: string): id is Reason {
  return Object.prototype.hasOwnProperty.call(REASONS, id);
}

export const toMessage = (arg: MessageArg): Message => (typeof arg === 'string' ? { reason: arg } : arg);

const catalogs: Record<Lang, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  zh: setupI18n({ locale: 'zh', messages: { zh } }),
  zh_cn: setupI18n({ locale: 'zh_cn', messages: { zh_cn: zhCn } }),
};

// Placeholders that name a thing (`Please input {field}`) get that thing's own words when the
// catalog has them under noun.<name>; names are code identifiers, so this is a lookup by key.
const NAMING = new Set(['field', 'what', 'kind']);

function renderValue(name: string, value: MessageValue, lang: Lang): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const noun = `noun.${value}`;
    return NAMING.has(name) && isReason(noun) ? catalogs[lang]._(noun) : value;
  }
  return renderMessage(value, lang);
}

/** A message in `lang`, its values filled in (a nested message in the same language). */
export function renderMessage(message: Message, lang: Lang): string {
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([k, v]) => [k, renderValue(k, v, lang)]));
  return catalogs[lang]._(message.reason, values);
}

/** What a value of an error's details says to a reader of `lang`: messages rendered, codes kept. */
export function renderDetail(value: unknown, lang: Lang): unknown {
  if (isMessage(value)) return renderMessage(value, lang);
  if (typeof value === 'string') {
    // A field code clients decide on (`duplicate`, `tooLong`); the spec's own message keys
    // (`PleaseEnterAValidEmail`) are read in the catalog under field.<key>.
    const key = `field.${value}`;
    return lang !== 'en' && isReason(key) ? catalogs[lang]._(key) : value;
  }
  return value;
}

/** The field problems of a validation error (`extraInfo.fields`) for a reader of `lang`. */
export function renderFields(fields: unknown, lang: Lang): unknown {
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) return fields;
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>).map(([k, v]) => [k, renderDetail(v, lang)]));
}

/** An error's extraInfo for a reader of `lang`: its field problems rendered, the rest as it is. */
export function renderExtraInfo(extraInfo: Record<string, unknown> | undefined, lang: Lang): Record<string, unknown> | undefined {
  if (!extraInfo || !('fields' in extraInfo)) return extraInfo;
  return { ...extraInfo, fields: renderFields(extraInfo.fields, lang) };
}

/** What an answer with no reason says in Chinese, by its code: never English to a Chinese reader. */
export function genericMessage(code: number, lang: Lang): string {
  const known = `request.generic${code}`;
  return catalogs[lang]._(isReason(known) ? known : code >= 500 ? 'request.generic500' : 'request.generic400');
}

/**
 * A Zod issue's message as a field problem: a schema gives a reason id as its message (the values
 * its check knows, `max` or `min`, or its `params`, fill it in); Zod's own words stay as they are.
 */
export function issueMessage(issue: { message: string; maximum?: unknown; minimum?: unknown; params?: unknown }): string | Message {
  if (!isReason(issue.message)) return issue.message;
  const values: Record<string, MessageValue> = {};
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') values.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') values.min = Number(issue.minimum);
  if (issue.params && typeof issue.params === 'object') {
    for (const [k, v] of Object.entries(issue.params as Record<string, unknown>)) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  }
  return { reason: issue.message, values };
}
