import { useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../ui/EmptyState';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { AgentReportMenu } from '../modules/people/components/agents/AgentReportMenu';
import { AgentTable } from '../modules/people/components/agents/AgentTable';
import { InvitePopover } from '../modules/people/components/agents/InvitePopover';
import { PendingInvitations } from '../modules/people/components/agents/PendingInvitations';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { AgentsPageQuery } from '../modules/people/graphql/AgentsPage.query';
import { useSession } from '../modules/session/hooks/useSession';
import { hasPermission } from '../modules/session/utils/permissions';
import { usePeopleLive } from '../modules/people/hooks/usePeopleLive';
import { mailDelivery } from '../modules/people/utils/invitationStatus';
import { invitationsWaiting } from '../modules/people/utils/pendingInvitations';

const WAITING_POLL_MS = 2000;

/** Spec §2 /agents: the agent table, the invite popover, pending invitations (managers) and (with the report permission) the agent report. */
export function AgentsPage() {
  const { t } = useLingui();
  usePeopleLive();
  const { user } = useSession();
  const manager = hasPermission(user?.permissions, 'manageUser');
  // An invitation whose email has not gone yet is read again until it has: its invitation.updated
  // event can land while the read that followed the invite is still on its way, and be lost in it.
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(AgentsPageQuery, { variables: { manager }, fetchPolicy: 'cache-and-network' });
  const agents = data?.agents ?? [];
  const delivery = mailDelivery(data?.invitations?.delivery);
  const anyWaiting = invitationsWaiting(data?.invitations?.items ?? []);
  useEffect(() => {
    if (anyWaiting) startPolling(WAITING_POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [anyWaiting, startPolling, stopPolling]);
  const empty =
    loading && !data ? (
      <Centre>
        <Spinner size={22} label={t`Loading agents`} />
      </Centre>
    ) : error ? (
      <LoadFailed onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <EmptyState icon={<Users size={24} />} title={t`No agents yet`} />
    );
  return (
    <PeoplePage
      title={t`Agents`}
      subtitle={data ? plural(agents.length, { one: '# agent', other: '# agents' }) : undefined}
      actions={
        <>
          {hasPermission(user?.permissions, 'report') && <AgentReportMenu />}
          {manager && <InvitePopover teams={data?.teams ?? []} delivery={delivery} />}
        </>
      }
    >
      <AgentTable agents={agents} empty={empty} />
      {manager && data?.invitations && <PendingInvitations invitations={data.invitations.items} delivery={delivery} />}
    </PeoplePage>
  );
}

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;
