import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, UserCheck, UserMinus, UserRound, Users } from 'lucide-react';
import styled from 'styled-components';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../../ui/Menu';
import { AssignCandidatesQuery } from '../graphql/AssignCandidates.query';
import type { Assignment } from '../hooks/useAssignConversation';
import type { PaneConversation } from '../utils/types';

/** Assign to me, an agent of the workspace, a team, or nobody. */
export function AssignMenu({
  conversation,
  me,
  meName,
  onAssign,
}: {
  conversation: PaneConversation;
  me: string;
  meName: string;
  onAssign: (to: Assignment) => void;
}) {
  const { t } = useLingui();
  // Loaded when the pane opens and kept: the directory changes rarely.
  const { data } = useQuery(AssignCandidatesQuery, { fetchPolicy: 'cache-first' });
  const holder = conversation.assignedAgent[0];
  const team = conversation.team[0];
  const label = holder ? (holder.id === me ? t`Me` : (holder.displayName ?? t`Agent`)) : team ? (team.name ?? t`Team`) : t`Unassigned`;
  const agents = (data?.agents ?? []).filter((a) => a.id !== me);
  const teams = data?.teams ?? [];
  return (
    <Menu
      label={t`Assign`}
      align="end"
      trigger={
        <Trigger type="button" data-testid="assign-trigger" aria-label={t`Assignee: ${label}`}>
          <UserRound size={14} aria-hidden /> <strong>{label}</strong> <ChevronDown size={14} />
        </Trigger>
      }
    >
      <MenuItem icon={<UserCheck size={14} />} active={holder?.id === me} onSelect={() => onAssign({ kind: 'agent', id: me, displayName: meName })}>
        {t`Assign to me`}
      </MenuItem>
      <MenuItem icon={<UserMinus size={14} />} active={!holder && !team} onSelect={() => onAssign({ kind: 'unassigned' })}>
        {t`Unassigned`}
      </MenuItem>
      {agents.length > 0 && (
        <>
          <MenuSeparator />
          <MenuLabel>{t`Agents`}</MenuLabel>
          <Scroll>
            {agents.map((a) => (
              <MenuItem
                key={a.id}
                icon={<Presence $online={a.online} />}
                active={holder?.id === a.id}
                onSelect={() => onAssign({ kind: 'agent', id: a.id, displayName: a.displayName, profilePic: a.profilePic })}
              >
                {a.displayName}
              </MenuItem>
            ))}
          </Scroll>
        </>
      )}
      {teams.length > 0 && (
        <>
          <MenuSeparator />
          <MenuLabel>{t`Teams`}</MenuLabel>
          <Scroll>
            {teams.map((tm) => (
              <MenuItem
                key={tm.id}
                icon={<Users size={14} />}
                active={team?.id === tm.id}
                onSelect={() => onAssign({ kind: 'team', id: tm.id, name: tm.name })}
              >
                {tm.name}
              </MenuItem>
            ))}
          </Scroll>
        </>
      )}
    </Menu>
  );
}

const Scroll = styled.div`
  max-height: 220px;
  overflow-y: auto;
`;

const Presence = styled.span<{ $online: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin: 0 3px;
  border-radius: 50%;
  background: ${({ theme, $online }) => ($online ? theme.colors.online : theme.colors.offline)};
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 32px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  white-space: nowrap;
  cursor: pointer;
  max-width: 150px;
  strong {
    overflow: hidden;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-overflow: ellipsis;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
