import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Select } from '../../../ui/Select';
import { useAssignmentQueues } from '../hooks/useAssignmentQueues';
import { useAssignmentSettings, type AssignmentMode } from '../hooks/useAssignmentSettings';

const MODES: readonly AssignmentMode[] = ['off', 'roundRobin', 'leastBusy'];
const isMode = (v: string): v is AssignmentMode => (MODES as readonly string[]).includes(v);

/** A team's automatic assignment on its card: the rule (managers change it) and how many wait. */
export function TeamAssignmentSettings({ teamId, mode, canEdit }: { teamId: string; mode: string; canEdit: boolean }) {
  const { t } = useLingui();
  const { saveMode } = useAssignmentSettings();
  const waiting = useAssignmentQueues()?.teams.find((q) => q.teamId === teamId)?.length ?? 0;
  const current: AssignmentMode = isMode(mode) ? mode : 'off';
  const options = [
    { value: 'off' as const, label: t`Off: assign by hand` },
    { value: 'roundRobin' as const, label: t`Round-robin: members in turn` },
    { value: 'leastBusy' as const, label: t`Least busy: fewest open conversations` },
  ];
  return (
    <Box data-testid="team-assignment">
      <Select<AssignmentMode>
        label={t`Automatic assignment`}
        options={options}
        value={current}
        disabled={!canEdit}
        onChange={(next) => void saveMode(teamId, next)}
        hint={t`New and unassigned conversations of this team go to an online member below their capacity; otherwise they wait in line.`}
        data-testid="assignment-mode"
      />
      {current !== 'off' && <Waiting data-testid="team-queue-length">{waiting === 0 ? t`Nobody waiting` : t`${waiting} waiting for an agent`}</Waiting>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 420px;
`;

const Waiting = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
