/**
 * The postMessage protocol between the host page (loader, sdk.js) and the widget iframe.
 * Every message carries `protocol: PROTOCOL` so unrelated traffic on the page is ignored.
 * Senders always pass the exact target origin; receivers check `event.origin` and `event.source`.
 */
export const PROTOCOL = 'parley/1';

export type WidgetMode = 'desktop' | 'mobile';

export interface InitOptions {
  apiKey: string;
  refId?: string;
  lang?: string;
}

/** Host page -> widget. */
export type HostMessage =
  | { type: 'init'; options: InitOptions }
  | { type: 'update'; options: Partial<Omit<InitOptions, 'apiKey'>> }
  | { type: 'show' } // open the chat panel
  | { type: 'hide' } // collapse to the launcher
  | { type: 'showSDK' } // show the widget at all
  | { type: 'hideSDK' } // hide the widget entirely
  | { type: 'set-mode'; mode: WidgetMode }
  | { type: 'set-language'; lang: string };

export type FrameSize = { width: number; height: number } | 'fullscreen';

/** Widget -> host page. */
export type WidgetMessage = { type: 'ready' } | { type: 'resize'; size: FrameSize };

export type Envelope<M> = M & { protocol: typeof PROTOCOL };

export function envelope<M extends HostMessage | WidgetMessage>(message: M): Envelope<M> {
  return { ...message, protocol: PROTOCOL };
}

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data & { type: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Data).protocol === PROTOCOL &&
    typeof (value as Data).type === 'string'
  );
}

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isOptions(value: unknown): value is Data {
  if (typeof value !== 'object' || value === null) return false;
  const options = value as Data;
  return isOptionalString(options.refId) && isOptionalString(options.lang);
}

function isSize(value: unknown): value is FrameSize {
  if (value === 'fullscreen') return true;
  if (typeof value !== 'object' || value === null) return false;
  const { width, height } = value as Data;
  return Number.isFinite(width) && Number.isFinite(height);
}

export function isHostMessage(data: unknown): data is Envelope<HostMessage> {
  if (!isData(data)) return false;
  switch (data.type) {
    case 'init':
      return isOptions(data.options) && typeof (data.options as Data).apiKey === 'string';
    case 'update':
      return isOptions(data.options);
    case 'show':
    case 'hide':
    case 'showSDK':
    case 'hideSDK':
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
    default:
      return false;
  }
}

/** The iframe learns the host page's origin from its URL fragment: `#host=<origin>`. */
export const HOST_ORIGIN_PARAM = 'host';
