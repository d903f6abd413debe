import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Popover } from '../../../../ui/Popover';
import type { FilterFields } from '../../hooks/useFilterFields';
import { isComplete, needsOperand, type FilterChip } from '../../utils/criteria';
import { operatorLabel } from '../../utils/filterLabels';
import { FilterChipEditor } from './FilterChipEditor';

export interface FilterChipButtonProps {
  chip: FilterChip;
  filterFields: FilterFields;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The edited chip, when its popover closes (spec §4: chip edits apply on closing the popover). */
  onCommit: (chip: FilterChip) => void;
  onRemove: () => void;
}

/** One filter as a pill: "Name contains Ann"; it opens its editor, and × removes it. */
export function FilterChipButton({ chip, filterFields, open, onOpenChange, onCommit, onRemove }: FilterChipButtonProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(chip);
  const [editing, setEditing] = useState(false);
  // Each opening starts from the applied chip.
  if (open && !editing) {
    setEditing(true);
    setDraft(chip);
  } else if (!open && editing) {
    setEditing(false);
  }

  const complete = isComplete(chip, filterFields.fields);
  const operand = chip.operator && needsOperand(chip.operator) ? chip.operand.trim() || '…' : '';
  const text = [filterFields.labelOf(chip.field), chip.operator ? operatorLabel(chip.operator, i18n) : '…', operand].filter(Boolean).join(' ');

  const close = (commit: boolean) => {
    if (commit) onCommit(draft);
    onOpenChange(false);
  };

  return (
    <Pill $incomplete={!complete} data-testid="filter-chip" data-complete={complete}>
      <Popover
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : close(true))}
        label={t`Edit filter`}
        // A chip added from the menu opens at once; the menu hands focus back to its button just after.
        keepOpenOnFocus="[data-filter-add]"
        trigger={
          <ChipText type="button" title={complete ? text : t`This filter is incomplete: results wait until it is filled in`}>
            {text}
          </ChipText>
        }
      >
        <FilterChipEditor
          chip={draft}
          filterFields={filterFields}
          onChange={setDraft}
          onDone={() => close(true)}
          onRemove={() => {
            onOpenChange(false);
            onRemove();
          }}
        />
      </Popover>
      <Remove type="button" aria-label={t`Remove filter ${text}`} onClick={onRemove}>
        <X size={12} aria-hidden />
      </Remove>
    </Pill>
  );
}

const Pill = styled.span<{ $incomplete: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 30px;
  border: 1px solid ${({ theme }) => theme.colors.primaryMuted};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-size: ${({ theme }) => theme.font.size.small};
  ${({ theme, $incomplete }) =>
    $incomplete &&
    css`
      border-style: dashed;
      border-color: ${theme.colors.warning};
      background: ${theme.colors.warningSoft};
      color: ${theme.colors.warning};
    `}
`;

const ChipText = styled.button`
  max-width: 320px;
  height: 100%;
  padding: 0 ${({ theme }) => theme.spacing(1)} 0 ${({ theme }) => theme.spacing(3)};
  overflow: hidden;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round} 0 0 ${({ theme }) => theme.radius.round};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-right: 3px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
