import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { Conversation } from '../api/types';
import { widgetClient } from '../state/client';
import { Card, CardTitle, Muted, PrimaryButton } from './Panel';
import { Stars } from './Stars';

/** Spec §5: rating 1 to 5 with an optional comment. */
export function RatingCard({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui();
  const given = conversation.customerRating;
  const [score, setScore] = useState(given?.score ?? 0);
  const [comment, setComment] = useState(given?.comment ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  if (given) {
    return (
      <Box data-testid="rating">
        <CardTitle>{t`Thanks for your feedback`}</CardTitle>
        <Stars value={given.score} readOnly />
        {given.comment && <Muted>{given.comment}</Muted>}
      </Box>
    );
  }
  const submit = async () => {
    setBusy(true);
    setError(false);
    try {
      await widgetClient.rate(conversation.id, score, comment.trim());
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="rating">
      <CardTitle>{t`How was this conversation?`}</CardTitle>
      <Stars value={score} onChange={setScore} />
      <Comment value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} placeholder={t`Tell us more (optional)`} rows={2} />
      <PrimaryButton type="button" disabled={busy || score < 1} onClick={() => void submit()}>
        {t`Send rating`}
      </PrimaryButton>
      {error && <Muted role="alert">{t`Update failed`}</Muted>}
    </Box>
  );
}

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 12px 0 4px;
  text-align: center;
`;
const Comment = styled.textarea`
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  font: inherit;
  resize: none;
`;
