import { useLingui } from '@lingui/react/macro';
import { Mic, Play, RotateCw } from 'lucide-react';
import styled from 'styled-components';
import { Spinner } from '../../../../ui/Spinner';
import { useVoice } from '../../hooks/useVoice';

/** A voice message: not downloaded (play), downloading, ready (player), error (retry). */
export function AudioContent({ messageId }: { messageId: string }) {
  const { t } = useLingui();
  const { state, load } = useVoice(messageId);
  return (
    <Voice data-voice-state={state.status}>
      <Mic size={16} aria-hidden />
      {state.status === 'idle' && (
        <VoiceButton type="button" onClick={load}>
          <Play size={14} aria-hidden /> {t`Play voice message`}
        </VoiceButton>
      )}
      {state.status === 'downloading' && (
        <Loading>
          <Spinner size={14} /> {t`Downloading…`}
        </Loading>
      )}
      {state.status === 'ready' && <audio controls autoPlay src={state.url} />}
      {state.status === 'error' && (
        <VoiceButton type="button" onClick={load}>
          <RotateCw size={14} aria-hidden /> {t`Could not load the voice message. Retry`}
        </VoiceButton>
      )}
    </Voice>
  );
}

const Voice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  audio {
    max-width: 240px;
    height: 36px;
  }
`;
const VoiceButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  cursor: pointer;
`;
const Loading = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.size.small};
`;
