import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Checkbox } from '../../../ui/Checkbox';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { AssignCandidatesQuery } from '../../conversation-pane/graphql/AssignCandidates.query';
import { CustomerPicker } from '../../people/components/CustomerPicker';
import { CustomerTagsQuery } from '../../people/graphql/CustomerTags.query';
import { useSession } from '../../session/hooks/useSession';
import { hasPermission } from '../../session/utils/permissions';
import type { ViewForm } from '../utils/viewForm';

export interface ViewFilterFieldsProps {
  form: ViewForm;
  onChange: (patch: Partial<ViewForm>) => void;
  dateError: string | null;
}

/** The view editor's narrowing filters (spec §3): customer, agent, customer tag, last activity window, online only. */
export function ViewFilterFields({ form, onChange, dateError }: ViewFilterFieldsProps) {
  const { t } = useLingui();
  const { user } = useSession();
  // Searching customers is the customer list's right (POST /api/admin/customer needs manageUser).
  const canSearchCustomers = hasPermission(user?.permissions, 'manageUser');
  const people = useQuery(AssignCandidatesQuery, { fetchPolicy: 'cache-first' });
  const tags = useQuery(CustomerTagsQuery, { fetchPolicy: 'cache-first' });

  const agents = [...(people.data?.agents ?? [])].sort((a, b) => (a.displayName ?? '').localeCompare(b.displayName ?? ''));
  const agentOptions = [{ value: '', label: t`Any agent` }, ...agents.map((a) => ({ value: a.id, label: a.displayName ?? a.id }))];
  const shortId = form.agentId.slice(0, 8);
  if (form.agentId && !agents.some((a) => a.id === form.agentId)) agentOptions.push({ value: form.agentId, label: t`Agent ${shortId}` });
  const tagList = tags.data?.tags ?? [];
  const tagOptions = [{ value: '', label: t`Any customer tag` }, ...tagList.map((x) => ({ value: x, label: x }))];
  if (form.customerTag && !tagList.includes(form.customerTag)) tagOptions.push({ value: form.customerTag, label: form.customerTag });

  return (
    <>
      <CustomerPicker
        label={t`Customer`}
        value={form.customerId}
        onChange={(customerId) => onChange({ customerId })}
        placeholder={t`Any customer`}
        disabled={!canSearchCustomers}
        hint={canSearchCustomers ? undefined : t`Choosing a customer needs the permission to manage users`}
        testId="view-customer"
      />
      <Pair>
        <Select label={t`Agent`} options={agentOptions} value={form.agentId} onChange={(agentId) => onChange({ agentId })} data-testid="view-agent" />
        <Select
          label={t`Customer tag`}
          options={tagOptions}
          value={form.customerTag}
          onChange={(customerTag) => onChange({ customerTag })}
          data-testid="view-customer-tag"
        />
      </Pair>
      <Pair>
        <Input
          type="date"
          label={t`Last activity from`}
          value={form.from}
          max={form.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          error={dateError ?? undefined}
          data-testid="view-from"
        />
        <Input
          type="date"
          label={t`Last activity to`}
          value={form.to}
          min={form.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          data-testid="view-to"
        />
      </Pair>
      <Checkbox label={t`Only customers who are online`} checked={form.onlineOnly} onCheckedChange={(onlineOnly) => onChange({ onlineOnly })} />
    </>
  );
}

/** Two fields side by side (the view editor is wide enough for pairs). */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;
`;
