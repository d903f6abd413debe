import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { CustomerSearchQuery } from '../graphql/CustomerSearch.query';
import { phoneFieldIds, pickerSearch, PICKER_PAGE_SIZE } from '../utils/customerSearch';
import { useCustomFields } from './useCustomFields';

export interface CustomerHit {
  id: string;
  displayName: string;
  email: string | null;
}

/** Waits this long after the last key before asking the server. */
const DEBOUNCE_MS = 250;

/** The customer picker's results for what was typed (spec §7 or-search), asked once typing pauses. */
export function useCustomerSearch(text: string, enabled: boolean): { hits: CustomerHit[]; loading: boolean; error: boolean } {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { customerFields } = useCustomFields();
  const phones = useMemo(() => phoneFieldIds(customerFields), [customerFields]);
  const search = pickerSearch(settled, phones);
  const { data, previousData, loading, error } = useQuery(CustomerSearchQuery, {
    variables: { ...search, size: PICKER_PAGE_SIZE },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  // The previous results stay while the next ones load, so the list does not flicker at each key.
  const items = (data ?? previousData)?.customers.items ?? [];
  return {
    hits: items.map((c) => ({ id: c.id, displayName: c.displayName, email: c.email ?? null })),
    loading: loading || settled !== text,
    error: Boolean(error),
  };
}
