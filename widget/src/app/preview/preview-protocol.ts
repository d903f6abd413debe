import type { ApplicationView } from '@parley/protocol';

/**
 * The customization page's live preview (console) runs this widget in an iframe at
 * /widget/?preview=1 and drives it with these messages: the unsaved configuration, the language,
 * collapsed or open, which screen. Only the parent window of this same origin is listened to.
 */
export const PREVIEW_PROTOCOL = 'parley-preview/1';

/** The sample conversation's id (sample-conversation.ts), the preview's conversation route. */
export const PREVIEW_CONVERSATION_ID = '00000000-0000-4000-8000-000000000001';

export type PreviewScreen = 'landing' | 'conversation';

export interface PreviewState {
  app: ApplicationView;
  lang: string;
  open: boolean;
  screen: PreviewScreen;
}

/** Console -> preview. */
export type PreviewCommand = { protocol: typeof PREVIEW_PROTOCOL; type: 'show' } & PreviewState;

/** Preview -> console: it is listening; or the visitor in it opened or closed the panel. */
export type PreviewEvent = { protocol: typeof PREVIEW_PROTOCOL; type: 'ready' } | { protocol: typeof PREVIEW_PROTOCOL; type: 'open'; open: boolean };

export function isPreviewMode(search: string): boolean {
  return new URLSearchParams(search).get('preview') === '1';
}

export function isPreviewCommand(data: unknown): data is PreviewCommand {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    d.protocol === PREVIEW_PROTOCOL &&
    d.type === 'show' &&
    typeof d.app === 'object' &&
    d.app !== null &&
    typeof d.lang === 'string' &&
    typeof d.open === 'boolean' &&
    (d.screen === 'landing' || d.screen === 'conversation')
  );
}
