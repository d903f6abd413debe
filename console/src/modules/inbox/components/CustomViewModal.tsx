import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ConversationStatusFilter, ConversationViewFilter } from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { DEFAULT_VIEWS, type CustomViewRecord, type TeamRef, type ViewParams } from '../utils/views';
import { defaultViewLabel } from './FilterPanel';

/** Must match the server's limit (server/src/modules/configuration/configuration.types.ts). */
export const MAX_VIEW_LABEL = 50;
const TEAM_OPTION = 'team:';

export interface CustomViewModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this view; a new one when null. */
  editing: CustomViewRecord | null;
  /** A new view starts from what the list shows now. */
  initial: ViewParams;
  teams: TeamRef[];
  onSave: (label: string, params: ViewParams) => Promise<boolean>;
}

/** Create, rename or change a saved view: a name, the conversations it shows, a tag, the status and the sort. */
export function CustomViewModal({ open, onOpenChange, editing, initial, teams, onSave }: CustomViewModalProps) {
  const { t, i18n } = useLingui();
  const [label, setLabel] = useState('');
  const [status, setStatus] = useState<ConversationStatusFilter>('open');
  const [scope, setScope] = useState<string>('all');
  const [tag, setTag] = useState('');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The form starts from the view being edited (or the list's view) each time it opens, and only then:
  // the list's view is rebuilt on every render.
  const wasOpen = useRef(false);
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opening) return;
    const p = editing ? editing.searchParams : initial;
    setLabel(editing?.label ?? '');
    setStatus((p.status ?? 'open') as ConversationStatusFilter);
    setScope(p.filter === 'team' && p.team ? `${TEAM_OPTION}${p.team}` : (p.filter ?? 'all'));
    setTag(p.tag ?? '');
    setSort(p.reverseOrder ? 'oldest' : 'newest');
    setError(null);
  }, [editing, initial, open]);

  const scopes = [
    ...DEFAULT_VIEWS.map((v) => ({ value: v as string, label: defaultViewLabel(v, i18n) })),
    { value: 'team', label: t`My teams` },
    ...teams.map((team) => ({ value: `${TEAM_OPTION}${team.teamId}`, label: t`Team: ${team.name ?? team.teamId}` })),
  ];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = label.trim();
    if (!name) {
      setError(t`Please enter a name`);
      return;
    }
    if ([...name].length > MAX_VIEW_LABEL) {
      setError(t`At most ${MAX_VIEW_LABEL} characters`);
      return;
    }
    const params: ViewParams = { status };
    if (scope.startsWith(TEAM_OPTION)) {
      params.filter = 'team';
      params.team = scope.slice(TEAM_OPTION.length);
    } else {
      params.filter = scope as ConversationViewFilter;
    }
    if (tag.trim()) params.tag = tag.trim();
    if (sort === 'oldest') params.reverseOrder = true;
    // Keep what this form does not show (a customer or agent filter of a view made elsewhere).
    const kept = editing
      ? { customerId: editing.searchParams.customerId, agentId: editing.searchParams.agentId, customerTag: editing.searchParams.customerTag }
      : {};
    for (const [k, v] of Object.entries(kept)) if (v) (params as Record<string, unknown>)[k] = v;
    setSaving(true);
    const ok = await onSave(name, params);
    setSaving(false);
    if (ok) onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t`Edit view` : t`New view`}
      width={420}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form="custom-view-form" loading={saving} data-testid="save-view">
            {t`Save`}
          </Button>
        </>
      }
    >
      <Form id="custom-view-form" onSubmit={(e) => void submit(e)} noValidate>
        <Input
          label={t`Name`}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={error ?? undefined}
          maxLength={MAX_VIEW_LABEL + 10}
          autoComplete="off"
          data-testid="view-name"
        />
        <Select label={t`Conversations`} options={scopes} value={scope} onChange={setScope} />
        <Select
          label={t`Status`}
          options={[
            { value: 'open', label: t`Processing` },
            { value: 'closed', label: t`Finished` },
            { value: 'all', label: t`All` },
          ]}
          value={status}
          onChange={setStatus}
        />
        <Input
          label={t`Tag`}
          hint={t`Optional: only conversations with this tag`}
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          maxLength={100}
          autoComplete="off"
        />
        <Select
          label={t`Sort`}
          options={[
            { value: 'newest', label: t`Newest activity first` },
            { value: 'oldest', label: t`Oldest activity first` },
          ]}
          value={sort}
          onChange={setSort}
        />
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
