import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { AssignCandidatesQuery } from '../../graphql/AssignCandidates.query';
import type { MessageMeta } from '../../utils/types';

/** A system notice (status, assignment, livechat changes), centred in the list. */
export function SystemNotice({ system, nameOf, time }: { system: NonNullable<MessageMeta['system']>; nameOf: (id: string) => string; time: string }) {
  const { t } = useLingui();
  // Team names for automatic-assignment notices: the assign menu's list, read from the cache once loaded.
  const candidates = useQuery(AssignCandidatesQuery, { fetchPolicy: 'cache-first', skip: !system.auto && system.action !== 'queued' });
  const teamName = (id: string | undefined) => candidates.data?.teams.find((team) => team.id === id)?.name ?? t`its team`;
  const text = describe();
  return (
    <Line data-testid="system-notice">
      <span>{text}</span>
      <time>{time}</time>
    </Line>
  );

  function describe(): string {
    switch (system.action) {
      case 'status':
        return system.status === 'closed'
          ? t`Conversation marked Finished`
          : system.status === 'open'
            ? t`Conversation marked Processing`
            : t`Conversation ended`;
      case 'assign': {
        const names = (system.agents ?? []).map(nameOf).join(', ');
        if (system.auto && names) {
          const team = teamName(system.auto.team);
          return system.auto.mode === 'leastBusy'
            ? t`Assigned to ${names} automatically (least busy in ${team})`
            : t`Assigned to ${names} automatically (round-robin in ${team})`;
        }
        return names ? t`Assigned to ${names}` : t`Assigned to a team`;
      }
      case 'queued': {
        const team = teamName(system.teams?.[0]);
        const place = system.queue ?? 1;
        return t`Waiting for an agent of ${team}: ${place} in queue`;
      }
      case 'unassign':
        return t`Assignment removed`;
      case 'unsnooze':
        return t`Snooze ended`;
      case 'merge':
        return system.role === 'link' ? t`Merged into another conversation` : t`Messages of a merged conversation start here`;
      case 'livechat':
        return system.livechat ? t`Personal conversation started` : t`Personal conversation closed`;
      default:
        return t`Conversation updated`;
    }
  }
}

const Line = styled.div`
  display: flex;
  width: fit-content;
  max-width: 90%;
  justify-content: center;
  gap: 8px;
  margin: ${({ theme }) => theme.spacing(2)} auto;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  time {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
