import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Select } from '../../../../ui/Select';
import type { FilterFields } from '../../hooks/useFilterFields';
import { needsOperand, operatorsFor, withField, withOperator, type FilterChip, type FilterOperator } from '../../utils/criteria';
import { operatorLabel } from '../../utils/filterLabels';
import { OperandInput } from './OperandInput';

export interface FilterChipEditorProps {
  chip: FilterChip;
  filterFields: FilterFields;
  onChange: (chip: FilterChip) => void;
  onDone: () => void;
  onRemove: () => void;
}

/** The popover of a chip: field, operator, operand (spec §2 add-filter menu). */
export function FilterChipEditor({ chip, filterFields, onChange, onDone, onRemove }: FilterChipEditorProps) {
  const { t, i18n } = useLingui();
  const { fields, labelOf } = filterFields;
  const field = fields.find((f) => f.key === chip.field);
  const operators = field ? operatorsFor(field.kind) : [];
  return (
    <Form
      data-testid="filter-editor"
      onSubmit={(e) => {
        e.preventDefault();
        onDone();
      }}
    >
      <Select
        label={t`Field`}
        value={chip.field}
        options={fields.map((f) => ({ value: f.key, label: labelOf(f.key) }))}
        onChange={(key) => {
          const next = fields.find((f) => f.key === key);
          if (next) onChange(withField(chip, next, fields));
        }}
        data-testid="filter-field"
      />
      <Select<FilterOperator | ''>
        label={t`Condition`}
        value={chip.operator ?? ''}
        options={[
          ...(chip.operator ? [] : [{ value: '' as const, label: t`Choose a condition`, disabled: true }]),
          ...operators.map((o) => ({ value: o, label: operatorLabel(o, i18n) })),
        ]}
        onChange={(o) => o && onChange(withOperator(chip, o))}
        data-testid="filter-operator"
      />
      {field && chip.operator && needsOperand(chip.operator) && (
        <OperandInput key={field.kind} kind={field.kind} value={chip.operand} onChange={(operand) => onChange({ ...chip, operand })} onEnter={onDone} />
      )}
      <Footer>
        <Button variant="ghost" size="small" icon={<Trash2 size={14} />} onClick={onRemove} data-testid="filter-remove">
          {t`Remove filter`}
        </Button>
        <Button type="submit" size="small" data-testid="filter-apply">
          {t`Apply`}
        </Button>
      </Footer>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 280px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
`;
