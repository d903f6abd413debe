import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { Message } from '../api/types';
import { useFileUrl } from '../hooks/useFileUrl';

/** Voice messages (lazy chunk): downloading, ready, or an error (spec §4). */
export function AudioMessage({ message }: { message: Message }) {
  const { t } = useLingui();
  const { url, failed } = useFileUrl(message);
  if (failed) return <Box>{t`Voice message could not be loaded`}</Box>;
  if (!url) return <Box>{t`Loading voice message…`}</Box>;
  return <audio controls preload="metadata" src={url} />;
}

const Box = styled.div`
  padding: 9px 13px;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;
