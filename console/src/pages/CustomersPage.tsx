import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { CustomerListEmpty, CustomerListFooter } from '../modules/people/components/customers/CustomerListStates';
import { CustomerTable } from '../modules/people/components/customers/CustomerTable';
import { ExportCustomersButton } from '../modules/people/components/customers/ExportCustomersButton';
import { FilterBar } from '../modules/people/components/customers/FilterBar';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { useCustomerList } from '../modules/people/hooks/useCustomerList';
import { useCustomFields } from '../modules/people/hooks/useCustomFields';
import { useFilterFields } from '../modules/people/hooks/useFilterFields';
import { usePeopleLive } from '../modules/people/hooks/usePeopleLive';
import { criteriaOf, type FilterChip } from '../modules/people/utils/criteria';
import { shouldLoadMore } from '../modules/people/utils/infiniteScroll';

/** Spec §2 /customers: filter chips, the customer table with infinite scroll, and the customer report. */
export function CustomersPage() {
  const { t } = useLingui();
  const { customerFields } = useCustomFields();
  const filterFields = useFilterFields(customerFields);
  const [chips, setChips] = useState<FilterChip[]>([]);
  // null while a chip is incomplete: the list then waits (spec §4).
  const criteria = useMemo(() => criteriaOf(chips, filterFields.fields), [chips, filterFields.fields]);
  const list = useCustomerList(criteria);
  usePeopleLive({ onCustomerErased: list.remove });

  return (
    <PeoplePage title={t`Customers`} actions={<ExportCustomersButton criteria={criteria} />} fill>
      <FilterBar chips={chips} onChange={setChips} filterFields={filterFields} />
      {criteria === null && <Notice role="status">{t`Complete the highlighted filter to see matching customers.`}</Notice>}
      <CustomerTable
        rows={list.loading ? [] : list.rows}
        empty={<CustomerListEmpty list={list} filtered={chips.length > 0} />}
        onScroll={(e) => {
          if (shouldLoadMore(e.currentTarget, list.lastPageSize, list.loading || list.loadingMore)) list.loadMore();
        }}
        footer={<CustomerListFooter list={list} />}
      />
    </PeoplePage>
  );
}

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.small};
`;
