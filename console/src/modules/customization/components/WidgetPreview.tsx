import { useLingui } from '@lingui/react/macro';
import { APP_LANGS, type AppLang, type ApplicationView } from '@parley/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLanguageNames } from './formParts';
import { SegmentedControl } from '../../../ui/SegmentedControl';

/** Mirrors widget/src/app/preview/preview-protocol.ts (the widget is its own bundle). */
const PREVIEW_PROTOCOL = 'parley-preview/1';
/** Spec §2: the preview panel is 420 wide. */
export const PREVIEW_WIDTH = 420;
const PREVIEW_HEIGHT = 720;

type Screen = 'landing' | 'conversation';

export interface WidgetPreviewProps {
  app: ApplicationView;
  lang: AppLang;
  onLangChange: (lang: AppLang) => void;
}

/**
 * The real widget app (/widget/?preview=1) in an iframe, fed the unsaved configuration: what
 * visitors will see, in each language, collapsed or open, on the landing page or in a conversation.
 */
export function WidgetPreview({ app, lang, onLangChange }: WidgetPreviewProps) {
  const { t } = useLingui();
  const names = useLanguageNames();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(true);
  const [screen, setScreen] = useState<Screen>('landing');

  const send = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ protocol: PREVIEW_PROTOCOL, type: 'show', app, lang, open, screen }, window.location.origin);
  }, [app, lang, open, screen]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      const data = event.data as { protocol?: unknown; type?: unknown; open?: unknown } | null;
      if (data?.protocol !== PREVIEW_PROTOCOL) return;
      if (data.type === 'ready') setReady(true);
      else if (data.type === 'open' && typeof data.open === 'boolean') setOpen(data.open);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (ready) send();
  }, [ready, send]);

  return (
    <Panel aria-label={t`Preview`} data-testid="widget-preview">
      <Controls>
        <SegmentedControl label={t`Preview language`} options={APP_LANGS.map((l) => ({ value: l, label: names[l] }))} value={lang} onChange={onLangChange} />
        <SegmentedControl
          label={t`Preview state`}
          options={[
            { value: 'collapsed', label: t`Collapsed` },
            { value: 'landing', label: t`Home` },
            { value: 'conversation', label: t`Conversation` },
          ]}
          value={open ? screen : 'collapsed'}
          onChange={(v) => {
            setOpen(v !== 'collapsed');
            if (v !== 'collapsed') setScreen(v);
          }}
        />
      </Controls>
      <Stage>
        <FakePage aria-hidden>
          <i style={{ width: '55%' }} />
          <i style={{ width: '80%' }} />
          <i style={{ width: '70%' }} />
          <i style={{ width: '40%' }} />
        </FakePage>
        <Frame ref={frame} src="/widget/?preview=1" title={t`Widget preview`} data-testid="widget-preview-frame" />
        {!open && app.conversationButtonRemove && <NoLauncher>{t`No launcher: your page opens the chat itself.`}</NoLauncher>}
      </Stage>
    </Panel>
  );
}

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  width: ${PREVIEW_WIDTH}px;
  flex: none;
`;
const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Stage = styled.div`
  position: relative;
  width: ${PREVIEW_WIDTH}px;
  height: ${PREVIEW_HEIGHT}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(#f3f4f8, #e9ebf2);
`;
const FakePage = styled.div`
  position: absolute;
  inset: 24px;
  display: flex;
  flex-direction: column;
  gap: 14px;
  i {
    display: block;
    height: 12px;
    border-radius: 6px;
    background: rgba(30, 35, 60, 0.08);
  }
`;
const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  color-scheme: normal;
`;
const NoLauncher = styled.p`
  position: absolute;
  left: 24px;
  right: 24px;
  bottom: 24px;
  margin: 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(255, 255, 255, 0.9);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  text-align: center;
`;
