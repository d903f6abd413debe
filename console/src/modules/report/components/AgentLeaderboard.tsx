import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import styled from 'styled-components';
import type { ReportDashboardQuery } from '../../../__generated__/graphql';
import { useDuration } from '../hooks/useDuration';
import { Card, CardHint, CardTitle, FiguresTable, HiddenCaption } from './parts';

type Dashboard = ReportDashboardQuery['reportDashboard'];

/** The agents who handled the most conversations of the range: a table is already its own best form. */
export function AgentLeaderboard({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const duration = useDuration();
  const top = Math.max(1, ...dashboard.agents.map((a) => a.conversations));
  return (
    <Card data-testid="agent-leaderboard">
      <div>
        <CardTitle>{t`Agent leaderboard`}</CardTitle>
        <CardHint>{t`Conversations assigned to them; how fast they answered first, and how the conversations they answered first were rated`}</CardHint>
      </div>
      {dashboard.agents.length === 0 ? (
        <CardHint>{t`No conversation of these days was assigned to an agent.`}</CardHint>
      ) : (
        <FiguresTable>
          <HiddenCaption>{t`Agent leaderboard`}</HiddenCaption>
          <thead>
            <tr>
              <th scope="col">{t`Agent`}</th>
              <th scope="col">{t`Conversations`}</th>
              <th scope="col">{t`First responses`}</th>
              <th scope="col">{t`Median first response`}</th>
              <th scope="col">{t`Rating`}</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.agents.map((a, i) => (
              <tr key={a.agentId} data-agent={a.displayName}>
                <th scope="row">
                  <Name>
                    <Rank aria-hidden>{i + 1}</Rank>
                    <span>{a.displayName}</span>
                  </Name>
                  <Bar aria-hidden style={{ width: `${(a.conversations / top) * 100}%` }} />
                </th>
                <td>{i18n.number(a.conversations)}</td>
                <td>{i18n.number(a.firstResponses)}</td>
                <td>{duration(a.medianFirstResponseSeconds)}</td>
                <td>
                  {a.averageRating === null ? (
                    '—'
                  ) : (
                    <RatingValue>
                      <Star size={12} aria-hidden />
                      {i18n.number(a.averageRating, { maximumFractionDigits: 1 })}
                      <Count>({i18n.number(a.ratings)})</Count>
                    </RatingValue>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </FiguresTable>
      )}
    </Card>
  );
}

const Name = styled.span`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
const Rank = styled.span`
  display: inline-grid;
  place-items: center;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.xsmall};
`;
const Bar = styled.span`
  display: block;
  height: 3px;
  margin-top: 3px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.primaryMuted};
`;
const RatingValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  color: ${({ theme }) => theme.colors.text};
  svg {
    color: ${({ theme }) => theme.colors.warning};
  }
`;
const Count = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;
