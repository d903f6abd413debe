import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useNavigation } from '../hooks/useRoute';
import { BackIcon, CloseIcon } from './icons';
import { IconButton } from './Panel';

export function ScreenHeader({ title, onBack, children }: { title: ReactNode; onBack: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  const { close } = useNavigation();
  return (
    <Bar>
      <IconButton type="button" aria-label={t`Back`} onClick={onBack}>
        <BackIcon />
      </IconButton>
      <Title>{title}</Title>
      {children}
      {close && (
        <IconButton type="button" aria-label={t`Close`} onClick={close}>
          <CloseIcon />
        </IconButton>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 60px;
  padding: 10px 12px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
const Title = styled.div`
  flex: 1;
  min-width: 0;
  font-size: 15px;
  font-weight: 700;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
