import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import type { AuditFilterState } from '../utils/auditFilter';
import { AUDIT_ACTION_LABELS } from '../utils/auditLabels';

export interface AuditLogFiltersProps {
  value: AuditFilterState;
  onChange: (value: AuditFilterState) => void;
  people: readonly { id: string; displayName: string }[];
}

/** The Audit log's filters: action, person, first and last day. */
export function AuditLogFilters({ value, onChange, people }: AuditLogFiltersProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<AuditFilterState>) => onChange({ ...value, ...patch });
  return (
    <Row data-testid="audit-filters">
      <Select
        label={t`Action`}
        value={value.action}
        onChange={(action) => set({ action })}
        options={[
          { value: '', label: t`All actions` },
          ...Object.entries(AUDIT_ACTION_LABELS).map(([action, label]) => ({ value: action, label: i18n._(label) })),
        ]}
      />
      <Select
        label={t`Person`}
        value={value.actorId}
        onChange={(actorId) => set({ actorId })}
        options={[{ value: '', label: t`Everyone` }, ...people.map((p) => ({ value: p.id, label: p.displayName }))]}
      />
      <Input type="date" label={t`From`} value={value.from} max={value.to || undefined} onChange={(e) => set({ from: e.target.value })} />
      <Input type="date" label={t`To`} value={value.to} min={value.from || undefined} onChange={(e) => set({ to: e.target.value })} />
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 220px));
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: end;
`;
