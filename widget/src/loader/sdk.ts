/**
 * The snippet sites embed (non-blocking: the stub queues calls until this script arrives):
 *
 *   <script>
 *     window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments); };
 *     Parley('init', { apiKey: 'pk_…', lang: 'en' });
 *   </script>
 *   <script async src="https://<parley>/sdk.js"></script>
 *
 * No React: it only creates the isolated widget iframe and relays the host page's commands to it
 * (spec §4: init, update, show, hide, showSDK, hideSDK, set-mode, set-language; and preload, issue 53:
 * until the visitor shows intent the widget loads only its launcher, so a host page whose own
 * button opens the chat can have the rest fetched ahead of the click).
 */
import { languageError } from '../bridge/language';
import { envelope, HOST_ORIGIN_PARAM, isInitOptions, isProfile, isWidgetMessage, type FrameSize, type HostMessage, type InitOptions } from '../bridge/protocol';

type Command = 'init' | 'update' | 'show' | 'hide' | 'showSDK' | 'hideSDK' | 'set-mode' | 'set-language' | 'preload';

export interface ParleyFn {
  (command: Command, arg?: unknown): Promise<void>;
  q?: ArrayLike<unknown>[];
  loaded?: boolean;
}

declare global {
  interface Window {
    Parley?: ParleyFn;
  }
}

const PREFIX = '[Parley] ';

function ownOrigin(): string | undefined {
  const script =
    document.currentScript instanceof HTMLScriptElement ? document.currentScript : document.querySelector<HTMLScriptElement>('script[src*="/sdk.js"]');
  try {
    return script?.src ? new URL(script.src).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Inline !important: the host page's stylesheets (even `iframe { … !important }`) cannot resize or hide it. */
function setStyle(frame: HTMLIFrameElement, styles: Record<string, string>): void {
  for (const name in styles) frame.style.setProperty(name, styles[name], 'important');
}

function createFrame(widgetOrigin: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  const url = new URL('/widget/', widgetOrigin);
  url.hash = HOST_ORIGIN_PARAM + '=' + encodeURIComponent(window.location.origin);
  frame.src = url.href;
  frame.title = 'Parley chat';
  frame.setAttribute('data-parley', '');
  setStyle(frame, {
    position: 'fixed',
    inset: 'auto 0 0 auto',
    width: '0',
    height: '0',
    'max-width': '100%',
    'max-height': '100%',
    margin: '0',
    padding: '0',
    border: '0',
    display: 'block',
    visibility: 'visible',
    opacity: '1',
    transform: 'none',
    background: 'transparent',
    'color-scheme': 'normal',
    'z-index': '2147483647',
  });
  return frame;
}

function applySize(frame: HTMLIFrameElement, size: FrameSize): void {
  const full = size === 'fullscreen';
  setStyle(frame, {
    width: full ? '100%' : size.width + 'px',
    height: full ? '100%' : size.height + 'px',
  });
}

function createParley(widgetOrigin: string): ParleyFn {
  const frame = createFrame(widgetOrigin);
  let ready = false;
  let initOptions: InitOptions | undefined;
  const waiting: HostMessage[] = [];

  const post = (message: HostMessage) => {
    if (!ready || !frame.contentWindow) {
      waiting.push(message);
      return;
    }
    frame.contentWindow.postMessage(envelope(message), widgetOrigin);
  };

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only the widget we created, at the origin it was loaded from.
    if (event.origin !== widgetOrigin || event.source !== frame.contentWindow) return;
    const message = event.data;
    if (!isWidgetMessage(message)) return;
    if (message.type === 'ready') {
      ready = true;
      // A reloaded iframe starts blank: it gets init again, then whatever was waiting.
      if (initOptions) post({ type: 'init', options: initOptions });
      waiting.splice(0).forEach(post);
    } else if (message.type === 'resize') {
      applySize(frame, message.size);
    } else if (message.type === 'unread') {
      frame.setAttribute('data-unread', String(message.count)); // hosts may show it elsewhere too
    } else if (message.type === 'error') {
      console.warn(PREFIX + message.message);
    }
  });

  const mount = () => document.body.appendChild(frame);
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });

  const fail = (message: string) => Promise.reject(new Error(message));

  const parley: ParleyFn = (command, arg) => {
    switch (command) {
      case 'init':
        if (!isInitOptions(arg)) return fail('init needs { apiKey } and string refId, refIdHash, lang, profile fields');
        if (arg.lang !== undefined && languageError(arg.lang)) return fail(languageError(arg.lang)!);
        initOptions = arg;
        if (ready) post({ type: 'init', options: arg });
        break;
      case 'update':
        if (!isProfile(arg)) return fail('update needs profile fields { displayName, email, subtitle, bio, fields }');
        post({ type: 'update', profile: arg });
        break;
      case 'show':
      case 'hide':
      case 'showSDK':
      case 'hideSDK':
      case 'preload':
        post({ type: command });
        break;
      case 'set-mode':
        if (arg !== 'desktop' && arg !== 'mobile') return fail("set-mode needs 'desktop' or 'mobile'");
        post({ type: 'set-mode', mode: arg });
        break;
      case 'set-language': {
        const error = languageError(arg);
        if (error) return fail(error);
        post({ type: 'set-language', lang: arg as string });
        break;
      }
      default:
        return fail('Unknown command ' + String(command));
    }
    return Promise.resolve();
  };
  parley.loaded = true;
  return parley;
}

const existing = window.Parley;
if (existing?.loaded) {
  console.warn(PREFIX + 'sdk.js is loaded more than once; keeping the first.');
} else {
  const origin = ownOrigin();
  const queued = existing?.q ? Array.prototype.slice.call(existing.q) : [];
  if (origin) {
    const parley = createParley(origin);
    window.Parley = parley;
    // Calls made before this script arrived, in order; their failures can only be logged.
    for (const args of queued) {
      const [command, arg] = Array.prototype.slice.call(args) as [Command, unknown];
      parley(command, arg).catch((error: Error) => console.error(PREFIX + error.message));
    }
  } else {
    console.error(PREFIX + 'cannot tell where sdk.js was loaded from; the widget is off.');
  }
}
