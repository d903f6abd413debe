import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Badge } from './ConversationRow';
import { ChatIcon } from './icons';

/** The collapsed widget: a round button in the 100x100 frame, with the unread count. */
export function Launcher({ onOpen, unread }: { onOpen: () => void; unread: number }) {
  const { t } = useLingui();
  return (
    <Button type="button" aria-label={unread ? t`Open chat (${unread} unread)` : t`Open chat`} onClick={onOpen} data-testid="launcher">
      <ChatIcon />
      {unread > 0 && <Count data-testid="unread-count">{unread > 99 ? '99+' : unread}</Count>}
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
  transition: transform 0.15s ease;
  &:hover {
    transform: scale(1.06);
  }
`;
const Count = styled(Badge)`
  position: absolute;
  top: -2px;
  right: -2px;
  border: 2px solid #fff;
  height: 22px;
  line-height: 18px;
`;
