import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router-dom';
import { useFragment as getFragmentData } from '../__generated__/fragment-masking';
import { PageLoader } from '../ui/PageLoader';
import { Tabs } from '../ui/Tabs';
import { RecordPage } from '../ui/layout';
import { AgentCapacityCard } from '../modules/assignment/components/AgentCapacityCard';
import { AgentProfilePanel } from '../modules/people/components/agents/AgentProfilePanel';
import { AvatarUpload } from '../modules/people/components/agents/AvatarUpload';
import { DeleteAgentButton } from '../modules/people/components/agents/DeleteAgentButton';
import { PermissionsPanel } from '../modules/people/components/agents/PermissionsPanel';
import { ConversationLinks } from '../modules/people/components/shared/ConversationLinks';
import { Card } from '../modules/people/components/shared/Card';
import { ProfileHeader } from '../modules/people/components/shared/ProfileHeader';
import { AgentPageQuery } from '../modules/people/graphql/AgentPage.query';
import { AgentProfileFragment } from '../modules/people/graphql/AgentProfile.fragment';
import { useAgentActions } from '../modules/people/hooks/useAgentActions';
import { useCustomFields } from '../modules/people/hooks/useCustomFields';
import { usePeopleLive } from '../modules/people/hooks/usePeopleLive';
import { useLeaveOnLoadError } from '../modules/people/hooks/useLeaveOnLoadError';
import { useSession } from '../modules/session/hooks/useSession';
import { hasPermission } from '../modules/session/utils/permissions';

type AgentTab = 'profile' | 'permissions' | 'conversations';

/** Spec §2 /agents/{id}: avatar, presence, name, dates, delete; Profile, Permissions and Conversations. */
export function AgentPage() {
  const { id = '' } = useParams();
  if (!id) return <Navigate to="/agents" replace />;
  return <AgentProfile id={id} />;
}

function AgentProfile({ id }: { id: string }) {
  const { t } = useLingui();
  usePeopleLive();
  const { user } = useSession();
  const { data, error, loading } = useQuery(AgentPageQuery, { variables: { id, size: 20 }, fetchPolicy: 'cache-and-network' });
  const { agentFields } = useCustomFields();
  const actions = useAgentActions(id);
  const agent = getFragmentData(AgentProfileFragment, data?.agent);
  useLeaveOnLoadError(error, '/agents');

  if (!agent) return <PageLoader />;
  return (
    <RecordPage data-testid="agent-page">
      <ProfileHeader
        back={{ to: '/agents', label: t`Agents` }}
        avatar={<AvatarUpload name={agent.displayName} src={agent.profilePic} online={agent.online} onSave={(profilePic) => actions.update({ profilePic })} />}
        name={agent.displayName}
        online={agent.online}
        lastActivity={agent.lastActivity}
        createDate={agent.createDate}
        actions={<DeleteAgentButton name={agent.displayName} onDelete={actions.remove} />}
      />
      <Card>
        <Tabs<AgentTab>
          label={t`Agent profile`}
          items={[
            { value: 'profile', label: t`Profile`, content: <AgentProfilePanel agent={agent} definitions={agentFields} actions={actions} /> },
            {
              value: 'permissions',
              label: t`Permissions`,
              content: (
                <PermissionsPanel
                  permissions={agent.permissions}
                  isSelf={agent.id === user?.userId}
                  canGrantSystem={hasPermission(user?.permissions, 'system')}
                  onSave={(permissions) => actions.update({ permissions })}
                />
              ),
            },
            {
              value: 'conversations',
              label: t`Conversations`,
              content: <ConversationLinks conversations={data?.agentConversations ?? []} loading={loading && !data?.agentConversations} showCustomer />,
            },
          ]}
        />
      </Card>
      <AgentCapacityCard agentId={agent.id} canEdit={hasPermission(user?.permissions, 'manageUser')} />
    </RecordPage>
  );
}
