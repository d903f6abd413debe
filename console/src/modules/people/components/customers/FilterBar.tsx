import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../../../ui/Menu';
import type { FilterFields } from '../../hooks/useFilterFields';
import { newChip, type FilterChip } from '../../utils/criteria';
import { FilterChipButton } from './FilterChipButton';

export interface FilterBarProps {
  chips: FilterChip[];
  onChange: (chips: FilterChip[]) => void;
  filterFields: FilterFields;
}

/** Spec §2 filter chips with the add-filter menu (standard fields, then custom fields). */
export function FilterBar({ chips, onChange, filterFields }: FilterBarProps) {
  const { t } = useLingui();
  const [openId, setOpenId] = useState<string | null>(null);
  const nextId = useRef(1);
  const standard = filterFields.fields.filter((f) => !f.customId);
  const custom = filterFields.fields.filter((f) => f.customId);

  const add = (field: string) => {
    const chip = newChip(`chip-${nextId.current++}`, field);
    onChange([...chips, chip]);
    // Open its editor once the menu has closed and handed focus back, or the popover would take
    // that focus change for a click outside and close at once.
    window.setTimeout(() => setOpenId(chip.id), 0);
  };

  return (
    <Bar role="group" aria-label={t`Filters`} data-testid="filter-bar">
      {chips.map((chip) => (
        <FilterChipButton
          key={chip.id}
          chip={chip}
          filterFields={filterFields}
          open={openId === chip.id}
          onOpenChange={(open) => setOpenId(open ? chip.id : null)}
          onCommit={(edited) => onChange(chips.map((c) => (c.id === chip.id ? edited : c)))}
          onRemove={() => onChange(chips.filter((c) => c.id !== chip.id))}
        />
      ))}
      <Menu
        label={t`Add filter`}
        trigger={
          <Button variant="secondary" size="small" icon={<Plus size={14} />} data-testid="add-filter" data-filter-add>
            {t`Add filter`}
          </Button>
        }
      >
        {standard.map((f) => (
          <MenuItem key={f.key} onSelect={() => add(f.key)}>
            {filterFields.labelOf(f.key)}
          </MenuItem>
        ))}
        {custom.length > 0 && (
          <>
            <MenuSeparator />
            <MenuLabel>{t`Custom fields`}</MenuLabel>
            {custom.map((f) => (
              <MenuItem key={f.key} onSelect={() => add(f.key)}>
                {filterFields.labelOf(f.key)}
              </MenuItem>
            ))}
          </>
        )}
      </Menu>
      {chips.length > 0 && (
        <Button variant="ghost" size="small" onClick={() => onChange([])} data-testid="clear-filters">
          {t`Clear filters`}
        </Button>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;
