import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Card, CardTitle } from '../../people/components/shared/Card';
import { AgentCapacityQuery } from '../graphql/AgentCapacity.query';
import { useAssignmentSettings } from '../hooks/useAssignmentSettings';

const MAX_CAPACITY = 1000;

/** Capacity as typed: empty is no limit; anything but a whole number from 0 to 1000 is refused here already. */
export function parseCapacity(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value <= MAX_CAPACITY ? { ok: true, value } : { ok: false };
}

/** The agent page's automatic-assignment card: open conversations now, and the capacity managers set. */
export function AgentCapacityCard({ agentId, canEdit }: { agentId: string; canEdit: boolean }) {
  const { t } = useLingui();
  const { data } = useQuery(AgentCapacityQuery, { variables: { id: agentId }, fetchPolicy: 'cache-and-network' });
  const capacity = data?.agent.capacity;
  if (!capacity) return null;
  const { open, capacity: limit } = capacity;
  return (
    <Card data-testid="agent-capacity">
      <CardTitle>{t`Automatic assignment`}</CardTitle>
      <Open data-testid="agent-open-count">{limit === null ? t`${open} open conversations, no limit` : t`${open} of ${limit} open conversations`}</Open>
      {canEdit && <CapacityForm key={String(capacity.capacity)} agentId={agentId} initial={capacity.capacity} />}
    </Card>
  );
}

function CapacityForm({ agentId, initial }: { agentId: string; initial: number | null }) {
  const { t } = useLingui();
  const { saveCapacity } = useAssignmentSettings();
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [saving, setSaving] = useState(false);
  const parsed = parseCapacity(text);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.ok) return;
    setSaving(true);
    await saveCapacity(agentId, parsed.value);
    setSaving(false);
  };
  return (
    <Form onSubmit={(e) => void submit(e)}>
      <Input
        label={t`Capacity (most open conversations)`}
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`No limit`}
        hint={t`Automatic assignment gives this agent no more open conversations than this. Empty: no limit; 0: none.`}
        error={parsed.ok ? undefined : t`A whole number from 0 to 1000, or empty`}
        data-testid="capacity-input"
      />
      <Button type="submit" disabled={!parsed.ok || saving} data-testid="save-capacity">
        {t`Save`}
      </Button>
    </Form>
  );
}

const Open = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 520px;
  > :first-child {
    flex: 1;
  }
  > button {
    margin-top: 26px;
  }
`;
