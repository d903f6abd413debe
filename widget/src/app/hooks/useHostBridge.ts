import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { connectToHost } from '../../bridge/host-channel';
import { languageError } from '../../bridge/language';
import type { FrameSize, HostMessage, InitOptions, WidgetMode } from '../../bridge/protocol';
import type { Route } from './useRoute';
import { widgetClient } from '../state/client';
import { load, save } from '../state/storage';

export interface WidgetState {
  /** False when /widget/ is opened directly: then it shows itself, open. */
  embedded: boolean;
  /** showSDK / hideSDK */
  visible: boolean;
  /** show / hide: the panel, or only the launcher */
  open: boolean;
  mode: WidgetMode;
  /** The host page called Parley('preload'): the visitor is about to chat. */
  preload?: boolean;
  options?: InitOptions;
  lang?: string;
}

type Action = HostMessage | { type: 'toggle'; open: boolean };

const OPEN_KEY = 'parley.open';

function initialState(embedded: boolean): WidgetState {
  return { embedded, visible: true, open: embedded ? load<boolean>(OPEN_KEY) === true : true, mode: 'desktop' };
}

function reducer(state: WidgetState, action: Action): WidgetState {
  switch (action.type) {
    case 'init':
      return { ...state, options: action.options, lang: action.options.lang ?? state.lang };
    case 'update':
      return state;
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
      return languageError(action.lang) ? state : { ...state, lang: action.lang };
    case 'preload':
      return state.preload ? state : { ...state, preload: true };
    case 'toggle':
      return { ...state, open: action.open };
  }
}

export const HIDDEN = { width: 0, height: 0 };
export const COLLAPSED = { width: 100, height: 100 };
const DESKTOP = { width: 400, height: 700 };

/**
 * Spec §4/§9: zero before a session exists; the launcher's size collapsed (100x100 for the round
 * one, wider with a label, zero when removed); desktop at most 400x700; mobile full screen.
 */
export function frameSize(hasSession: boolean, visible: boolean, open: boolean, mode: WidgetMode, collapsed = COLLAPSED): FrameSize {
  if (!hasSession || !visible) return HIDDEN;
  if (!open) return collapsed;
  return mode === 'mobile' ? 'fullscreen' : DESKTOP;
}

/** What the app reads of whoever drives it: the host page (useHostBridge) or the customization preview. */
export interface Bridge {
  state: WidgetState;
  setOpen(open: boolean): void;
  /** The collapsed frame: the launcher's measured size, or nothing when there is no launcher. */
  setCollapsedSize(size: { width: number; height: number }): void;
  /** A screen the driver asks for (the preview); the host page never does. */
  route?: Route;
}

/** Widget state driven by the host page's messages; tells the loader how big the iframe should be. */
export function useHostBridge(hasSession: boolean, unread: number): Bridge {
  const [channel] = useState(connectToHost);
  const [state, dispatch] = useReducer(reducer, channel !== undefined, initialState);
  const [collapsed, setCollapsed] = useState(COLLAPSED);
  const { visible, open, mode } = state;
  const size = useMemo(() => frameSize(hasSession, visible, open, mode, collapsed), [hasSession, visible, open, mode, collapsed]);

  useEffect(() => {
    if (!channel) return undefined;
    const stop = channel.listen((message) => {
      dispatch(message);
      if (message.type === 'init') {
        widgetClient.start(message.options, message.options.lang ?? navigator.language).catch((error: Error) => {
          channel.post({ type: 'error', message: `init failed: ${error.message}` });
        });
      } else if (message.type === 'update') {
        void widgetClient.updateProfile(message.profile);
      } else if (message.type === 'set-language') {
        const error = languageError(message.lang);
        if (error) channel.post({ type: 'error', message: error });
        else void widgetClient.setLanguage(message.lang);
      }
    });
    channel.post({ type: 'ready' });
    return stop;
  }, [channel]);

  useEffect(() => {
    channel?.post({ type: 'resize', size });
  }, [channel, size]);

  useEffect(() => {
    channel?.post({ type: 'unread', count: unread });
  }, [channel, unread]);

  useEffect(() => {
    if (state.embedded) save(OPEN_KEY, open || undefined);
  }, [state.embedded, open]);

  const setOpen = (next: boolean) => dispatch({ type: 'toggle', open: next });
  const setCollapsedSize = useCallback(
    (next: { width: number; height: number }) => setCollapsed((current) => (current.width === next.width && current.height === next.height ? current : next)),
    [],
  );
  return { state, setOpen, setCollapsedSize };
}
