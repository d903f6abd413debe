import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import type { CustomField_DefinitionFragment } from '../../../__generated__/graphql';
import { CustomFieldFragment } from '../graphql/CustomField.fragment';
import { CustomFieldsQuery } from '../graphql/CustomFields.query';

export type CustomField = CustomField_DefinitionFragment;

/** The workspace's custom field definitions (adminSetting): customer fields and agent fields. */
export function useCustomFields(): { customerFields: CustomField[]; agentFields: CustomField[]; loading: boolean } {
  const { data, loading } = useQuery(CustomFieldsQuery, { fetchPolicy: 'cache-and-network' });
  return useMemo(
    () => ({
      customerFields: [...getFragmentData(CustomFieldFragment, data?.adminSetting.customerFields ?? [])],
      agentFields: [...getFragmentData(CustomFieldFragment, data?.adminSetting.agentFields ?? [])],
      loading: loading && !data,
    }),
    [data, loading],
  );
}
