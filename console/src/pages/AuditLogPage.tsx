import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { CLIENT_TYPE } from '../shared/rest';
import { Button } from '../ui/Button';
import { PageLoader } from '../ui/PageLoader';
import { AuditLogFilters } from '../modules/audit/components/AuditLogFilters';
import { AuditLogTable } from '../modules/audit/components/AuditLogTable';
import { AuditPeopleQuery } from '../modules/audit/graphql/AuditPeople.query';
import { useAuditLog } from '../modules/audit/hooks/useAuditLog';
import { EMPTY_AUDIT_FILTER, exportPath, type AuditFilterState } from '../modules/audit/utils/auditFilter';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { useReportDownload } from '../modules/people/hooks/useReportDownload';

/** Issue 22: Settings › Audit log (/audit, manageSettings): admin actions, filtered, a page at a time, exported as CSV. */
export function AuditLogPage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<AuditFilterState>(EMPTY_AUDIT_FILTER);
  const log = useAuditLog(filter);
  const people = useQuery(AuditPeopleQuery, { fetchPolicy: 'cache-first' });
  const { busy, download } = useReportDownload();
  const filtered = filter.action !== '' || filter.actorId !== '' || filter.from !== '' || filter.to !== '';
  return (
    <PeoplePage
      title={t`Audit log`}
      subtitle={t`Who changed permissions, keys, tokens, settings, platforms and teams, who invited agents, erased customers and exported data.`}
      actions={
        <Button
          variant="secondary"
          icon={<Download size={16} />}
          loading={busy}
          onClick={() => void download(exportPath(filter, CLIENT_TYPE), 'audit-log.csv')}
        >
          {t`Export CSV`}
        </Button>
      }
    >
      <AuditLogFilters value={filter} onChange={setFilter} people={people.data?.agents ?? []} />
      {log.loading ? (
        <PageLoader />
      ) : (
        <AuditLogTable
          rows={log.entries}
          empty={log.error ? t`The audit log could not be loaded` : filtered ? t`No actions match these filters` : t`No admin actions yet`}
          footer={
            log.hasMore && (
              <More>
                <Button variant="ghost" loading={log.loadingMore} onClick={() => void log.loadMore()}>
                  {t`Load more`}
                </Button>
              </More>
            )
          }
        />
      )}
    </PeoplePage>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(3)};
`;
