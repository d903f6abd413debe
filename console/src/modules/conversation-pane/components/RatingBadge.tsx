import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import styled from 'styled-components';

export interface Rating {
  score: number;
  comment?: string | null;
}

/**
 * A conversation's rating (spec §3 customerRating / agentRating, 1 to 5) as a star and its score;
 * the comment, if any, is the tooltip. `who` says whose rating it is, for screen readers.
 */
export function RatingBadge({ rating, who, testId }: { rating: Rating; who: 'customer' | 'agent'; testId?: string }) {
  const { t } = useLingui();
  const score = rating.score;
  const label = who === 'customer' ? t`Customer rating: ${score} of 5` : t`Agent rating: ${score} of 5`;
  const title = rating.comment ? `${label} — ${rating.comment}` : label;
  return (
    <Pill title={title} aria-label={title} data-testid={testId} role="img">
      <Star size={12} aria-hidden fill="currentColor" />
      <span aria-hidden>{score}</span>
    </Pill>
  );
}

/** The rating as a row of five stars with its comment below, for the customer panel. */
export function RatingDetail({ rating, who, testId }: { rating: Rating | null | undefined; who: 'customer' | 'agent'; testId?: string }) {
  const { t } = useLingui();
  if (!rating) return <None data-testid={testId}>{t`Not rated`}</None>;
  const score = rating.score;
  const label = who === 'customer' ? t`Customer rating: ${score} of 5` : t`Agent rating: ${score} of 5`;
  return (
    <div data-testid={testId}>
      <Stars role="img" aria-label={label} title={label}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} size={13} aria-hidden fill={n <= score ? 'currentColor' : 'none'} className={n <= score ? 'on' : undefined} />
        ))}
        <span aria-hidden>{score}/5</span>
      </Stars>
      {rating.comment && <Comment>{rating.comment}</Comment>}
    </div>
  );
}

const Pill = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 3px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.xsmall};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 20px;
`;
const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 1px;
  color: ${({ theme }) => theme.colors.border};
  svg.on {
    color: ${({ theme }) => theme.colors.warning};
  }
  span {
    margin-left: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Comment = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
const None = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;
