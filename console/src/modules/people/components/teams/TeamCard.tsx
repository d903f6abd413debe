import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { TeamCard_TeamFragment } from '../../../../__generated__/graphql';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { overline } from '../../../../ui/textStyles';
import type { TeamActions } from '../../hooks/useTeamActions';
import { TeamAssignmentSettings } from '../../../assignment/components/TeamAssignmentSettings';
import { ConfirmModal } from '../shared/ConfirmModal';
import { TeamCardFrame as Card } from './TeamCardFrame';
import { TeamMembers, type TeamMember } from './TeamMembers';
import { TeamNameForm } from './TeamNameForm';

export interface TeamCardProps {
  team: TeamCard_TeamFragment;
  teams: readonly { id: string; name: string }[];
  agents: readonly TeamMember[];
  expanded: boolean;
  /** Another card is open: this one is dimmed (spec §2). */
  dimmed: boolean;
  canEdit: boolean;
  onToggle: () => void;
  actions: TeamActions;
}

/** One team: name, member count (pluralised) and faces; opened, rename, members and delete. */
export function TeamCard({ team, teams, agents, expanded, dimmed, canEdit, onToggle, actions }: TeamCardProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const count = team.members.length;
  const bodyId = `team-${team.id}-body`;
  return (
    <Card $expanded={expanded} $dimmed={dimmed} data-testid="team-card" data-team={team.name}>
      <Header type="button" onClick={onToggle} aria-expanded={expanded} aria-controls={bodyId}>
        <Icon aria-hidden>
          <Users size={18} />
        </Icon>
        <Titles>
          <strong>{team.name}</strong>
          <span data-testid="member-count">{plural(count, { one: '# member', other: '# members' })}</span>
        </Titles>
        <Faces aria-hidden>
          {team.members.slice(0, 4).map((m) => (
            <Avatar key={m.id} name={m.displayName} src={m.profilePic} size={26} />
          ))}
        </Faces>
        <Chevron size={18} aria-hidden $open={expanded} />
      </Header>
      {expanded && (
        <Body id={bodyId}>
          {canEdit && (
            <TeamNameForm
              key={team.name}
              initial={team.name}
              teams={teams}
              exceptId={team.id}
              submitLabel={t`Rename`}
              onSubmit={(name) => actions.update(team.id, { name })}
              testId="rename-team"
            />
          )}
          <Section>
            <h3>{t`Members`}</h3>
            <TeamMembers members={team.members} agents={agents} canEdit={canEdit} onChange={(agent) => actions.update(team.id, { agent })} />
          </Section>
          <Section>
            <TeamAssignmentSettings teamId={team.id} mode={team.assignmentMode} canEdit={canEdit} />
          </Section>
          {canEdit && (
            <Footer>
              <Button variant="ghost" icon={<Trash2 size={16} />} onClick={() => setConfirming(true)} data-testid="delete-team">
                {t`Delete team`}
              </Button>
            </Footer>
          )}
          <ConfirmModal
            open={confirming}
            onOpenChange={setConfirming}
            title={t`Delete ${team.name}?`}
            description={t`Its conversations stay; they are no longer assigned to this team.`}
            confirmLabel={t`Delete team`}
            onConfirm={() => actions.remove(team.id)}
            testId="confirm-delete-team"
          />
        </Body>
      )}
    </Card>
  );
}

const Header = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(4)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.large};
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Icon = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Titles = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  strong {
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const Faces = styled.span`
  display: flex;
  > * + * {
    margin-left: -8px;
  }
  > * {
    border: 2px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
  }
`;

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  flex: none;
  color: ${({ theme }) => theme.colors.textSubtle};
  transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
  transition: transform ${({ theme }) => theme.motion.fast};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: 0 ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing(4)};
`;

const Section = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    ${overline}
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
