import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Hourglass } from 'lucide-react';
import styled from 'styled-components';
import { useAssignmentQueues } from '../hooks/useAssignmentQueues';

/**
 * The inbox's queue indicator (issue 20): how many conversations of the agent's teams wait for an
 * agent, and per team when there are several. Nothing shows while no team assigns automatically.
 */
export function QueueIndicator() {
  const { t } = useLingui();
  const queues = useAssignmentQueues();
  if (!queues || queues.teams.length === 0) return null;
  const { total } = queues;
  return (
    <Box role="status" aria-live="polite" data-testid="queue-indicator" data-total={total} $waiting={total > 0}>
      <Row>
        <Hourglass size={15} aria-hidden />
        <span>{total === 0 ? t`Nobody waiting for an agent` : plural(total, { one: '# waiting for an agent', other: '# waiting for an agent' })}</span>
      </Row>
      {queues.teams.length > 1 && (
        <Teams aria-label={t`Queue by team`}>
          {queues.teams.map((team) => (
            <li key={team.teamId} data-testid="queue-team">
              <span>{team.name}</span>
              <strong>{team.length}</strong>
            </li>
          ))}
        </Teams>
      )}
    </Box>
  );
}

const Box = styled.div<{ $waiting: boolean }>`
  margin: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $waiting }) => ($waiting ? theme.colors.warningSoft : theme.colors.surfaceHover)};
  color: ${({ theme, $waiting }) => ($waiting ? theme.colors.warning : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Teams = styled.ul`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  padding: 0 0 0 ${({ theme }) => theme.spacing(6)};
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
