import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { STANDARD_FILTER_FIELDS, customFilterFields, type FilterField, type StandardFilterField } from '../utils/criteria';
import { fieldName } from '../utils/fieldName';
import { standardFieldLabel } from '../utils/filterLabels';
import type { CustomField } from './useCustomFields';

export interface FilterFields {
  fields: FilterField[];
  labelOf: (key: string) => string;
}

/** Spec §9 filterable fields: the standard ones, then the workspace's custom customer fields, each with its label. */
export function useFilterFields(customerFields: readonly CustomField[]): FilterFields {
  const { i18n } = useLingui();
  const fields = useMemo(() => [...STANDARD_FILTER_FIELDS, ...customFilterFields(customerFields)], [customerFields]);
  const labelOf = useCallback(
    (key: string) => {
      const field = fields.find((f) => f.key === key);
      if (!field) return key;
      if (!field.customId) return standardFieldLabel(field.key as StandardFilterField, i18n);
      const definition = customerFields.find((d) => d.id === field.customId);
      return definition ? fieldName(definition.name, i18n.locale) : field.customId;
    },
    [customerFields, fields, i18n],
  );
  return { fields, labelOf };
}
