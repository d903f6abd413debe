import { useLingui } from '@lingui/react/macro';
import { ChevronDown, UserCheck, UserMinus, UserRound, Users } from 'lucide-react';
import styled from 'styled-components';
import { Menu, MenuItem } from '../../../ui/Menu';
import type { Assignment } from '../hooks/useAssignConversation';
import type { PaneConversation } from '../utils/types';

/**
 * Assign to me, an agent, a team, or nobody. The agents and teams offered are those known to this
 * conversation (its participants and holders) until the workspace directory queries exist.
 */
export function AssignMenu({ conversation, me, meName, onAssign }: { conversation: PaneConversation; me: string; meName: string; onAssign: (to: Assignment) => void }) {
  const { t } = useLingui();
  const holder = conversation.assignedAgent[0];
  const team = conversation.team[0];
  const label = holder ? (holder.id === me ? t`Me` : holder.displayName ?? t`Agent`) : team ? team.name ?? t`Team` : t`Unassigned`;
  const agents = new Map<string, string>();
  for (const a of [...conversation.agent, ...conversation.assignedAgent]) if (a.id !== me) agents.set(a.id, a.displayName ?? a.id);
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
      {[...agents].map(([id, name]) => (
        <MenuItem key={id} icon={<UserCheck size={14} />} active={holder?.id === id} onSelect={() => onAssign({ kind: 'agent', id, displayName: name })}>
          {name}
        </MenuItem>
      ))}
      {conversation.team.map((tm) => (
        <MenuItem key={tm.id} icon={<Users size={14} />} active onSelect={() => onAssign({ kind: 'team', id: tm.id, name: tm.name })}>
          {tm.name ?? tm.id}
        </MenuItem>
      ))}
      <MenuItem icon={<UserMinus size={14} />} active={!holder && !team} onSelect={() => onAssign({ kind: 'unassigned' })}>
        {t`Unassigned`}
      </MenuItem>
    </Menu>
  );
}

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
