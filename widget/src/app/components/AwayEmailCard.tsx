import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@parley/protocol';
import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, post } from '../api/client';
import { useWidget } from '../hooks/useWidget';
import { widgetClient } from '../state/client';
import { load, save } from '../state/storage';
import { emailProblem, shouldAskEmail, withDismissed } from '../utils/away-email';
import { Card, LinkButton, Muted } from './Panel';

const dismissedKey = (userId: string) => `parley.awayEmail.dismissed.${userId}`;

/**
 * Issue 54: when nobody may answer live, the visitor may leave an email for the answer, stored on
 * the customer (POST /api/me/update, the visitor's own profile). Shown after their first message;
 * "No thanks" is remembered for this conversation. Not in the customization preview: nothing is sent there.
 */
export function AwayEmailCard({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const { app, user, messages } = useWidget();
  const userId = user?.userId;
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissedBefore = useMemo(() => (userId ? (load<string[]>(dismissedKey(userId)) ?? []).includes(conversationId) : false), [userId, conversationId]);
  const dismissed = dismissedNow || dismissedBefore;
  // The address saved from this card: the thanks stay on screen although the customer now has an email.
  const [saved, setSaved] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const asking = shouldAskEmail({ app, email: user?.email, messages: messages[conversationId], dismissed });
  if (widgetClient.isPreview || (!asking && !saved)) return null;

  const invalidText = t({ id: 'PleaseEnterAValidEmail', message: 'Please enter a valid email' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = value.trim();
    if (emailProblem(email)) {
      setError(invalidText);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const next = await post<SessionUser>('/api/me/update', widgetClient.credentials, { email });
      widgetClient.set({ user: next });
      setSaved(next.email ?? email);
      setEditing(false);
    } catch (e) {
      // A 400 is the server's stricter address check; anything else may work on a second try.
      setError(e instanceof ApiError && e.status === 400 ? invalidText : t`Your email could not be saved. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const dismiss = () => {
    if (userId) save(dismissedKey(userId), withDismissed(load<string[]>(dismissedKey(userId)), conversationId));
    setDismissedNow(true);
  };

  if (saved && !editing) {
    return (
      <Box data-testid="away-email" role="status">
        <Muted>
          {t`Thanks — we'll email you at ${saved}`}{' '}
          <LinkButton
            type="button"
            onClick={() => {
              setValue(saved);
              setEditing(true);
            }}
          >
            {t`Change`}
          </LinkButton>
        </Muted>
      </Box>
    );
  }

  return (
    <Box data-testid="away-email">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Lead>
          <label htmlFor={inputId}>{t`We'll reply here and by email if you've left`}</label>
        </Lead>
        <Row>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={320}
            placeholder={t`Your email`}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <SaveButton type="submit" disabled={busy}>
            {t`Save`}
          </SaveButton>
        </Row>
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
        <Actions>
          {editing ? (
            <LinkButton type="button" onClick={() => setEditing(false)}>
              {t`Cancel`}
            </LinkButton>
          ) : (
            <LinkButton type="button" onClick={dismiss}>
              {t`No thanks`}
            </LinkButton>
          )}
        </Actions>
      </form>
    </Box>
  );
}

const Box = styled(Card)`
  margin: 12px 0 4px;
  padding: 12px 14px;
`;
const Lead = styled.div`
  margin-bottom: 8px;
  font-size: 13px;
  line-height: 1.4;
  label {
    font-weight: 600;
  }
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    padding: 7px 9px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
    font-size: 13px;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const SaveButton = styled.button`
  flex: none;
  padding: 7px 14px;
  border: 0;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: 13px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
const ErrorText = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;
`;
const Actions = styled.div`
  margin-top: 8px;
  font-size: 12px;
`;
