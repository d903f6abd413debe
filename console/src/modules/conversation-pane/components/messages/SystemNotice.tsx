import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { MessageMeta } from '../../utils/types';

/** A system notice (status, assignment, livechat changes), centred in the list. */
export function SystemNotice({ system, nameOf, time }: { system: NonNullable<MessageMeta['system']>; nameOf: (id: string) => string; time: string }) {
  const { t } = useLingui();
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
        return names ? t`Assigned to ${names}` : t`Assigned to a team`;
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
