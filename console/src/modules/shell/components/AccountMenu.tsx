import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, Languages, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../../ui/Avatar';
import { Menu, MenuItem, MenuSeparator } from '../../../ui/Menu';
import { Tooltip } from '../../../ui/Tooltip';
import { useToast } from '../../../ui/toast/useToast';
import { MutedLine, truncate } from '../../../ui/textStyles';
import { LanguageModal } from '../../language/components/LanguageModal';
import { LazyNotificationSettings } from '../../notification-settings/lazyNotificationSettings';
import { useSession } from '../../session/hooks/useSession';

/** Spec §2: the user's display name, Switch language (with Confirm) and Logout; the agent's notifications (issue 54). */
export function AccountMenu() {
  const { t } = useLingui();
  const toast = useToast();
  const { user, signOut } = useSession();
  const [languageOpen, setLanguageOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can animate out when closed.
  const [notifications, setNotifications] = useState<'never' | 'open' | 'closed'>('never');
  // A notification email's "choose what you are told of" link: /conversation?settings=notifications opens the drawer.
  const [params, setParams] = useSearchParams();
  const asked = params.get('settings') === 'notifications';
  useEffect(() => {
    if (!asked) return;
    setNotifications('open');
    setParams(
      (p) => {
        p.delete('settings');
        return p;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  if (!user) return null;
  const { displayName, workspaceName } = user;

  const logOut = () => {
    signOut().catch(() => toast({ kind: 'error', title: t`Server connection failed` }));
  };

  return (
    <>
      <Menu
        side="right"
        align="end"
        label={t`Account`}
        trigger={
          <Tooltip content={user.displayName}>
            <Trigger type="button" aria-label={t`Account: ${displayName}`} data-testid="account-menu-button">
              <Avatar name={user.displayName} src={user.profilePic} size={34} />
            </Trigger>
          </Tooltip>
        }
      >
        <Header>
          <Avatar name={user.displayName} src={user.profilePic} size={40} decorative />
          <Who>
            <Name data-testid="account-display-name">{user.displayName}</Name>
            {user.email && <MutedLine>{user.email}</MutedLine>}
            <MutedLine>
              <Trans>Workspace: {workspaceName}</Trans>
            </MutedLine>
          </Who>
        </Header>
        <MenuSeparator />
        <MenuItem icon={<Languages size={16} />} onSelect={() => setLanguageOpen(true)}>
          <Trans>Switch language</Trans>
        </MenuItem>
        <MenuItem icon={<Bell size={16} />} onSelect={() => setNotifications('open')}>
          <Trans>Notifications</Trans>
        </MenuItem>
        <MenuItem icon={<LogOut size={16} />} onSelect={logOut}>
          <Trans>Log out</Trans>
        </MenuItem>
      </Menu>
      <LanguageModal open={languageOpen} onOpenChange={setLanguageOpen} />
      {notifications !== 'never' && (
        <LazyNotificationSettings open={notifications === 'open'} onOpenChange={(open) => setNotifications(open ? 'open' : 'closed')} />
      )}
    </>
  );
}

const Trigger = styled.button`
  display: flex;
  padding: 3px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.navActive};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primaryMuted};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 280px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${truncate}
`;
