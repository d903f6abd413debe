import { useLingui } from '@lingui/react/macro';
import { MessagesSquare, Settings, UsersRound } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../../ui/Logo';
import { Tooltip } from '../../../ui/Tooltip';
import { useSession } from '../../session/hooks/useSession';
import { SETTING_MENU, USER_MENU, isUnder, visibleItems } from '../utils/navigation';
import { AccountMenu } from './AccountMenu';
import { ConnectionIndicator } from './ConnectionIndicator';
import { NavButton } from './NavButton';
import { NavMenu } from './NavMenu';

/** Spec §2 side navigation: logo, conversations, User menu, Setting menu, connection, account. */
export function SideNav() {
  const { t } = useLingui();
  const { user } = useSession();
  const { pathname } = useLocation();
  const userItems = visibleItems(USER_MENU, user?.permissions);
  const settingItems = visibleItems(SETTING_MENU, user?.permissions);
  const inConversations = isUnder(pathname, '/conversation');

  return (
    <Rail aria-label={t`Main navigation`}>
      <LogoLink to="/conversation" aria-label={t`Parley home`}>
        <Logo compact size={36} />
      </LogoLink>
      <Items>
        <Tooltip content={t`Conversations`}>
          <NavButton as={Link} to="/conversation" aria-label={t`Conversations`} aria-current={inConversations ? 'page' : undefined} $active={inConversations}>
            <MessagesSquare size={20} aria-hidden />
          </NavButton>
        </Tooltip>
        {userItems.length > 0 && <NavMenu label={t`Users`} icon={UsersRound} items={userItems} />}
        {settingItems.length > 0 && <NavMenu label={t`Settings`} icon={Settings} items={settingItems} />}
      </Items>
      <Bottom>
        <ConnectionIndicator />
        <AccountMenu />
      </Bottom>
    </Rail>
  );
}

const Rail = styled.nav`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  width: ${({ theme }) => theme.layout.navWidth};
  padding: ${({ theme }) => theme.spacing(3)} 0 ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.nav};
  z-index: ${({ theme }) => theme.layer.nav};
`;

const LogoLink = styled(Link)`
  display: flex;
  margin-bottom: ${({ theme }) => theme.spacing(5)};
  border-radius: ${({ theme }) => theme.radius.large};
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primaryMuted};
  }
`;

const Items = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;
