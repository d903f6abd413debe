/**
 * The snippet sites embed: `<script src="https://<parley>/sdk.js"></script>`, then
 * `Parley.init({ apiKey })`. No React: it only creates the widget iframe and relays calls to it.
 */
import {
  envelope,
  HOST_ORIGIN_PARAM,
  isWidgetMessage,
  type FrameSize,
  type HostMessage,
  type InitOptions,
} from '../bridge/protocol';

export interface ParleyApi {
  init(options: InitOptions): void;
  show(): void;
  hide(): void;
}

declare global {
  interface Window {
    Parley?: ParleyApi;
  }
}

const LOG_PREFIX = '[Parley]';

function ownOrigin(): string | undefined {
  const script =
    document.currentScript instanceof HTMLScriptElement
      ? document.currentScript
      : document.querySelector<HTMLScriptElement>('script[src*="/sdk.js"]');
  try {
    return script?.src ? new URL(script.src).origin : undefined;
  } catch {
    return undefined;
  }
}

function createFrame(widgetOrigin: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  const url = new URL('/widget/', widgetOrigin);
  url.hash = new URLSearchParams({ [HOST_ORIGIN_PARAM]: window.location.origin }).toString();
  frame.src = url.href;
  frame.title = 'Parley chat';
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    maxWidth: '100%',
    maxHeight: '100%',
    border: '0',
    background: 'transparent',
    colorScheme: 'normal',
    zIndex: '2147483647',
  });
  return frame;
}

function applySize(frame: HTMLIFrameElement, size: FrameSize): void {
  const full = size === 'fullscreen';
  frame.style.width = full ? '100%' : `${size.width}px`;
  frame.style.height = full ? '100%' : `${size.height}px`;
}

function createParley(widgetOrigin: string): ParleyApi {
  const frame = createFrame(widgetOrigin);
  let ready = false;
  let initOptions: InitOptions | undefined;
  const queue: HostMessage[] = [];

  const send = (message: HostMessage) => {
    if (!ready || !frame.contentWindow) {
      queue.push(message);
      return;
    }
    frame.contentWindow.postMessage(envelope(message), widgetOrigin);
  };

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== widgetOrigin || event.source !== frame.contentWindow) return;
    const message = event.data;
    if (!isWidgetMessage(message)) return;
    if (message.type === 'ready') {
      ready = true;
      // A reloaded iframe starts blank: it gets init again, then whatever was waiting.
      if (initOptions) send({ type: 'init', options: initOptions });
      queue.splice(0).forEach(send);
    } else if (initOptions) {
      applySize(frame, message.size); // zero size until init
    }
  });

  const mount = () => document.body.appendChild(frame);
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });

  return {
    init(options) {
      if (typeof options?.apiKey !== 'string' || !options.apiKey) {
        console.error(`${LOG_PREFIX} init needs { apiKey }`);
        return;
      }
      initOptions = { apiKey: options.apiKey, refId: options.refId, lang: options.lang };
      if (ready) send({ type: 'init', options: initOptions });
    },
    show: () => send({ type: 'show' }),
    hide: () => send({ type: 'hide' }),
  };
}

if (window.Parley) {
  console.warn(`${LOG_PREFIX} sdk.js is loaded more than once; keeping the first.`);
} else {
  const origin = ownOrigin();
  if (origin) {
    window.Parley = createParley(origin);
  } else {
    console.error(`${LOG_PREFIX} cannot tell where sdk.js was loaded from; the widget is off.`);
    window.Parley = { init() {}, show() {}, hide() {} };
  }
}
