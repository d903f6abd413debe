import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import styled from 'styled-components';
import { TeamCardFrame as Card } from './TeamCardFrame';
import { TeamNameForm } from './TeamNameForm';

export interface NewTeamCardProps {
  teams: readonly { id: string; name: string }[];
  expanded: boolean;
  dimmed: boolean;
  onToggle: () => void;
  onCreate: (name: string) => Promise<boolean>;
}

/** Spec §2: the New Team card (the pseudo entry 'add'), opening into an inline form. */
export function NewTeamCard({ teams, expanded, dimmed, onToggle, onCreate }: NewTeamCardProps) {
  const { t } = useLingui();
  return (
    <Card $expanded={expanded} $dimmed={dimmed} data-testid="new-team-card">
      {expanded ? (
        <Body>
          <TeamNameForm initial="" teams={teams} submitLabel={t`Create team`} onSubmit={onCreate} onCancel={onToggle} testId="new-team-form" />
        </Body>
      ) : (
        <Add type="button" onClick={onToggle} data-testid="new-team">
          <Plus size={18} aria-hidden />
          {t`New team`}
        </Add>
      )}
    </Card>
  );
}

const Add = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: 100%;
  min-height: 72px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing(4)};
`;
