import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { formOf, paramsOf, TEAM_OPTION, type ViewForm } from '../utils/viewForm';
import { cleanParams, DEFAULT_VIEWS, type CustomViewRecord, type TeamRef, type ViewParams } from '../utils/views';
import { defaultViewLabel } from './FilterPanel';
import { Pair, ViewFilterFields } from './ViewFilterFields';

/** Must match the server's limit (server/src/modules/configuration/configuration.types.ts). */
export const MAX_VIEW_LABEL = 50;

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

/** Create, rename or change a saved view: a name, the conversations it shows, its filters, the status and the sort. */
export function CustomViewModal({ open, onOpenChange, editing, initial, teams, onSave }: CustomViewModalProps) {
  const { t, i18n } = useLingui();
  const [label, setLabel] = useState('');
  const [form, setForm] = useState<ViewForm>(() => formOf({}));
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<ViewForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if ('from' in patch || 'to' in patch) setDateError(null);
  };

  // The form starts from the view being edited (or the list's view) each time it opens, and only then:
  // the list's view is rebuilt on every render.
  const wasOpen = useRef(false);
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opening) return;
    setLabel(editing?.label ?? '');
    setForm(formOf(editing ? cleanParams(editing.searchParams) : initial));
    setError(null);
    setDateError(null);
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
    const out = paramsOf(form);
    if ('problem' in out) {
      setDateError(out.problem === 'dateRange' ? t`Incorrect date range` : t`Please enter a valid date (YYYY-MM-DD)`);
      return;
    }
    setSaving(true);
    const ok = await onSave(name, out.params);
    setSaving(false);
    if (ok) onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t`Edit view` : t`New view`}
      width={520}
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
        <Pair>
          <Select label={t`Conversations`} options={scopes} value={form.scope} onChange={(scope) => change({ scope })} />
          <Select
            label={t`Status`}
            options={[
              { value: 'open', label: t`Processing` },
              { value: 'closed', label: t`Finished` },
              { value: 'all', label: t`All` },
            ]}
            value={form.status}
            onChange={(status) => change({ status })}
          />
        </Pair>
        <ViewFilterFields form={form} onChange={change} dateError={dateError} />
        <Pair>
          <Input
            label={t`Tag`}
            placeholder={t`Any tag`}
            value={form.tag}
            onChange={(e) => change({ tag: e.target.value })}
            maxLength={100}
            autoComplete="off"
          />
          <Select
            label={t`Sort`}
            options={[
              { value: 'newest', label: t`Newest activity first` },
              { value: 'oldest', label: t`Oldest activity first` },
            ]}
            value={form.sort}
            onChange={(sort) => change({ sort })}
          />
        </Pair>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
