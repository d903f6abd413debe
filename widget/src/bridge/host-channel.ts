import { envelope, HOST_ORIGIN_PARAM, isHostMessage, type HostMessage, type WidgetMessage } from './protocol';

/** The widget's side of the bridge: talks only to its parent window, at the origin the loader named. */
export interface HostChannel {
  post(message: WidgetMessage): void;
  listen(handler: (message: HostMessage) => void): () => void;
}

function hostOriginFromUrl(): string | undefined {
  const claimed = new URLSearchParams(window.location.hash.slice(1)).get(HOST_ORIGIN_PARAM);
  if (!claimed) return undefined;
  try {
    const { origin } = new URL(claimed);
    return origin === claimed && origin !== 'null' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** Undefined when the widget is not embedded by the loader (e.g. /widget/ opened directly). */
export function connectToHost(): HostChannel | undefined {
  const hostOrigin = hostOriginFromUrl();
  if (window.parent === window || !hostOrigin) return undefined;
  const host = window.parent;

  return {
    post(message) {
      host.postMessage(envelope(message), hostOrigin);
    },
    listen(handler) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (event.origin !== hostOrigin || event.source !== host) return;
        if (isHostMessage(event.data)) handler(event.data);
      };
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
  };
}
