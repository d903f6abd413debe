import { useEffect, useMemo, useReducer, useState } from 'react';
import { connectToHost } from '../../bridge/host-channel';
import type { FrameSize, HostMessage, InitOptions, WidgetMode } from '../../bridge/protocol';

export interface WidgetState {
  /** False when /widget/ is opened directly: then it shows itself, open. */
  embedded: boolean;
  initialised: boolean;
  /** showSDK / hideSDK */
  visible: boolean;
  /** show / hide: the panel, or only the launcher */
  open: boolean;
  mode: WidgetMode;
  options?: InitOptions;
  lang?: string;
}

type Action = HostMessage | { type: 'toggle'; open: boolean };

function initialState(embedded: boolean): WidgetState {
  return { embedded, initialised: !embedded, visible: true, open: !embedded, mode: 'desktop' };
}

function reducer(state: WidgetState, action: Action): WidgetState {
  switch (action.type) {
    case 'init':
      return { ...state, initialised: true, options: action.options, lang: action.options.lang ?? state.lang };
    case 'update':
      if (!state.options) return state;
      return { ...state, options: { ...state.options, ...action.options }, lang: action.options.lang ?? state.lang };
    case 'show':
      return { ...state, open: true };
    case 'hide':
      return { ...state, open: false };
    case 'showSDK':
      return { ...state, visible: true };
    case 'hideSDK':
      return { ...state, visible: false };
    case 'set-mode':
      return { ...state, mode: action.mode };
    case 'set-language':
      return { ...state, lang: action.lang };
    case 'toggle':
      return { ...state, open: action.open };
  }
}

const HIDDEN = { width: 0, height: 0 };
const COLLAPSED = { width: 100, height: 100 };
const DESKTOP = { width: 400, height: 700 };

function frameSize(initialised: boolean, visible: boolean, open: boolean, mode: WidgetMode): FrameSize {
  if (!initialised || !visible) return HIDDEN;
  if (!open) return COLLAPSED;
  return mode === 'mobile' ? 'fullscreen' : DESKTOP;
}

/** Widget state driven by the host page's messages; tells the loader how big the iframe should be. */
export function useHostBridge() {
  const [channel] = useState(connectToHost);
  const [state, dispatch] = useReducer(reducer, channel !== undefined, initialState);
  const { initialised, visible, open, mode } = state;
  const size = useMemo(() => frameSize(initialised, visible, open, mode), [initialised, visible, open, mode]);

  useEffect(() => {
    if (!channel) return undefined;
    const stop = channel.listen(dispatch);
    channel.post({ type: 'ready' });
    return stop;
  }, [channel]);

  useEffect(() => {
    channel?.post({ type: 'resize', size });
  }, [channel, size]);

  const setOpen = (next: boolean) => dispatch({ type: 'toggle', open: next });
  return { state, setOpen };
}
