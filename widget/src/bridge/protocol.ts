/**
 * The postMessage protocol between the host page (loader, sdk.js) and the widget iframe.
 * Every message carries `protocol: PROTOCOL` so unrelated traffic on the page is ignored.
 * Senders always pass the exact target origin (never '*'); receivers check `event.origin` and
 * `event.source`. Anything malformed or unknown is dropped.
 */
export const PROTOCOL = 'parley/1';

export type WidgetMode = 'desktop' | 'mobile';

/** Visitor profile fields the host page may set (init, update). */
export interface ProfileFields {
  displayName?: string;
  email?: string;
  subtitle?: string;
  bio?: string;
  /** Custom customer fields by id. */
  fields?: Record<string, string | number | boolean>;
}

export interface InitOptions {
  apiKey: string;
  refId?: string;
  /** Hex HMAC-SHA256(refId, API key secret), computed by the host's server. */
  refIdHash?: string;
  lang?: string;
  profile?: ProfileFields;
}

/** Host page -> widget. */
export type HostMessage =
  | { type: 'init'; options: InitOptions }
  | { type: 'update'; profile: ProfileFields }
  | { type: 'show' } // open the chat panel
  | { type: 'hide' } // collapse to the launcher
  | { type: 'showSDK' } // show the widget at all
  | { type: 'hideSDK' } // hide the widget entirely
  | { type: 'set-mode'; mode: WidgetMode }
  | { type: 'set-language'; lang: string }
  | { type: 'preload' }; // the visitor is about to chat (the host's own button): load the chat's code and live data now

export type FrameSize = { width: number; height: number } | 'fullscreen';

/** Widget -> host page. */
export type WidgetMessage = { type: 'ready' } | { type: 'resize'; size: FrameSize } | { type: 'unread'; count: number } | { type: 'error'; message: string };

export type Envelope<M> = M & { protocol: typeof PROTOCOL };

export function envelope<M extends HostMessage | WidgetMessage>(message: M): Envelope<M> {
  return { ...message, protocol: PROTOCOL };
}

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

function isData(value: unknown): value is Data & { type: string } {
  return isObject(value) && value.protocol === PROTOCOL && typeof value.type === 'string';
}

const isOptionalString = (value: unknown, max = 500) => value === undefined || (typeof value === 'string' && value.length <= max);

export function isProfile(value: unknown): value is ProfileFields {
  if (!isObject(value)) return false;
  const { displayName, email, subtitle, bio, fields } = value;
  if (!isOptionalString(displayName, 200) || !isOptionalString(email, 320) || !isOptionalString(subtitle) || !isOptionalString(bio, 5000)) {
    return false;
  }
  if (fields === undefined) return true;
  if (!isObject(fields)) return false;
  return Object.values(fields).every((v) => ['string', 'number', 'boolean'].includes(typeof v));
}

export function isInitOptions(value: unknown): value is InitOptions {
  if (!isObject(value)) return false;
  return (
    typeof value.apiKey === 'string' &&
    value.apiKey.length > 0 &&
    value.apiKey.length <= 200 &&
    isOptionalString(value.refId, 200) &&
    isOptionalString(value.refIdHash, 200) &&
    isOptionalString(value.lang, 16) &&
    (value.profile === undefined || isProfile(value.profile))
  );
}

function isSize(value: unknown): value is FrameSize {
  if (value === 'fullscreen') return true;
  if (!isObject(value)) return false;
  const { width, height } = value;
  return typeof width === 'number' && typeof height === 'number' && Number.isFinite(width) && Number.isFinite(height);
}

export function isHostMessage(data: unknown): data is Envelope<HostMessage> {
  if (!isData(data)) return false;
  switch (data.type) {
    case 'init':
      return isInitOptions(data.options);
    case 'update':
      return isProfile(data.profile);
    case 'show':
    case 'hide':
    case 'showSDK':
    case 'hideSDK':
    case 'preload':
      return true;
    case 'set-mode':
      return data.mode === 'desktop' || data.mode === 'mobile';
    case 'set-language':
      return typeof data.lang === 'string';
    default:
      return false;
  }
}

export function isWidgetMessage(data: unknown): data is Envelope<WidgetMessage> {
  if (!isData(data)) return false;
  switch (data.type) {
    case 'ready':
      return true;
    case 'resize':
      return isSize(data.size);
    case 'unread':
      return typeof data.count === 'number' && Number.isInteger(data.count) && data.count >= 0;
    case 'error':
      return typeof data.message === 'string';
    default:
      return false;
  }
}

/** The iframe learns the host page's origin from its URL fragment: `#host=<origin>`. */
export const HOST_ORIGIN_PARAM = 'host';
