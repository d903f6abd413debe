import { useLingui } from '@lingui/react/macro';
import { Contact, Filter } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { Spinner } from '../../../../ui/Spinner';
import type { CustomerList } from '../../hooks/useCustomerList';
import { LoadMoreCheck } from '../shared/LoadMoreCheck';

/** What the table shows without rows: loading, a failure with retry, or why it is empty. */
export function CustomerListEmpty({ list, filtered }: { list: CustomerList; filtered: boolean }) {
  const { t } = useLingui();
  if (list.loading) {
    return (
      <Centre>
        <Spinner size={22} label={t`Loading customers`} />
      </Centre>
    );
  }
  if (list.error) {
    return <LoadFailed onRetry={list.retry} />;
  }
  return filtered ? (
    <EmptyState icon={<Filter size={24} />} title={t`No customers match these filters`} />
  ) : (
    <EmptyState
      icon={<Contact size={24} />}
      title={t`No customers yet`}
      description={t`Everyone who talks to you through the widget or a connected platform shows up here.`}
    />
  );
}

/** Under the rows: the next page loading, or a retry after a failed one; and the check for a page that does not fill the frame. */
export function CustomerListFooter({ list }: { list: CustomerList }) {
  const { t } = useLingui();
  return (
    <>
      <LoadMoreCheck
        lastPageSize={list.lastPageSize}
        busy={list.loading || list.loadingMore || list.error}
        rowCount={list.rows.length}
        onLoadMore={list.loadMore}
      />
      {list.loadingMore ? (
        <Centre>
          <Spinner size={18} label={t`Loading more customers`} />
        </Centre>
      ) : list.error && list.rows.length > 0 ? (
        <Centre>
          <Button variant="ghost" size="small" onClick={list.retry}>
            {t`Try again`}
          </Button>
        </Centre>
      ) : null}
    </>
  );
}

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(4)};
`;
