import type { PlainReason } from '../i18n/messages';

/**
 * The one nesting limit of JSON that comes from outside (README, Security): REST and GraphQL bodies,
 * GraphQL GET variables, webhook deliveries, graphql-ws and /websocket/connect frames, criteria
 * written as JSON. No request needs more; past it, every recursion after parsing (validation,
 * JSON.stringify before storing, Array#join) risks overflowing the stack, a 500 or a dead socket.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_REASON = 'request.bodyTooDeep' satisfies PlainReason;
/** The same refusal for a websocket frame (graphql-ws, /websocket/connect): it is a message, not a body. */
export const FRAME_TOO_DEEP_REASON = 'request.frameTooDeep' satisfies PlainReason;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, judged before it is parsed: one pass
 * over its bytes (or UTF-16 units) counting brackets outside strings, no recursion, stopping at the
 * first level too deep. Text that is not JSON is judged the same way and then fails to parse.
 */
export function jsonTooDeep(text: Uint8Array | string, max: number = MAX_JSON_DEPTH): boolean {
  const at: (i: number) => number = typeof text === 'string' ? (i) => text.charCodeAt(i) : (i) => text[i]!;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = at(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** What body-parser's verify throws; doors/http/errors.ts answers its type with 400 and JSON_TOO_DEEP_REASON. */
export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(JSON_TOO_DEEP_REASON);
  }
}

/** express.json's `verify`: a body nested too deeply is refused before it is parsed. */
export function refuseDeepJson(_req: unknown, _res: unknown, buf: Buffer): void {
  if (jsonTooDeep(buf)) throw new JsonTooDeepError();
}

/** JSON.parse of outside text under the depth limit: throws JsonTooDeepError, or JSON.parse's SyntaxError. */
export function parseJsonWithinDepth(text: string): unknown {
  if (jsonTooDeep(text)) throw new JsonTooDeepError();
  return JSON.parse(text) as unknown;
}
