import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

/** The collapsed widget: a round button in the 100x100 frame that opens the panel. */
export function Launcher({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();

  return (
    <Button type="button" aria-label={t`Open chat`} onClick={onOpen}>
      <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
      </svg>
    </Button>
  );
}

const Button = styled.button`
  position: fixed;
  right: 20px;
  bottom: 20px;
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
`;
