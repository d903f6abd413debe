import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { DateField } from '../../../ui/DateField';
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
      {/* YYYY-MM-DD in every language (spec), not the browser's own date format; a half-typed day filters nothing yet. */}
      <DateField label={t`From`} value={value.from} max={value.to || undefined} onChange={(from) => set({ from })} />
      <DateField label={t`To`} value={value.to} min={value.from || undefined} onChange={(to) => set({ to })} />
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 220px));
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: end;
`;
