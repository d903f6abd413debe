import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useState } from 'react';
import type { Route } from '../hooks/useRoute';
import type { Bridge, WidgetState } from '../hooks/useHostBridge';
import { i18n, loadPanelCatalog } from '../i18n';
import { widgetClient } from '../state/client';
import { PREVIEW_CONVERSATION_ID, isPreviewCommand, PREVIEW_PROTOCOL, type PreviewCommand, type PreviewEvent } from './preview-protocol';

const ignoreSize = () => undefined;
const post = (event: PreviewEvent) => window.parent.postMessage(event, window.location.origin);

/**
 * The widget as the customization page's preview: no session, no server; the configuration comes
 * from the page (unsaved edits included), with a sample conversation to show the conversation screen.
 */
export function usePreviewBridge(): Bridge {
  const [command, setCommand] = useState<PreviewCommand>();
  const [open, setOpenState] = useState(true);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source !== window.parent || event.origin !== window.location.origin || !isPreviewCommand(event.data)) return;
      setCommand(event.data);
      setOpenState(event.data.open);
    };
    window.addEventListener('message', onMessage);
    post({ protocol: PREVIEW_PROTOCOL, type: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The sample follows the preview's language (App renders again once its catalog is active).
  // Called above the app's I18nProvider: the global i18n, not useLingui.
  const locale = i18n.locale;
  useEffect(() => {
    if (!command) return undefined;
    let current = true;
    // The sample's texts are in the panel's catalog, which the launcher's first chunk does not
    // carry; the sample itself is only the preview's, not in every host page's first chunk.
    void Promise.all([loadPanelCatalog(), import('./sample-conversation')]).then(([, { sampleConversation }]) => {
      if (!current) return;
      widgetClient.preview(
        command.app,
        sampleConversation(command.app, {
          greeting: t`Hi! How can we help you today?`,
          question: t`Can I change my delivery address?`,
          answer: t`Of course. Tell me the new address and I will update it for you.`,
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [command, locale]);

  const state = useMemo<WidgetState>(() => ({ embedded: true, visible: true, open, mode: 'desktop', lang: command?.lang }), [open, command?.lang]);
  const route = useMemo<Route | undefined>(
    () => (command ? (command.screen === 'conversation' ? { name: 'conversation', id: PREVIEW_CONVERSATION_ID } : { name: 'landing' }) : undefined),
    [command],
  );

  return {
    state,
    route,
    setOpen: (next) => {
      setOpenState(next);
      post({ protocol: PREVIEW_PROTOCOL, type: 'open', open: next });
    },
    setCollapsedSize: ignoreSize,
  };
}
