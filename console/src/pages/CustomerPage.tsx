import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../__generated__/fragment-masking';
import { Avatar } from '../ui/Avatar';
import { PageLoader } from '../ui/PageLoader';
import { RecordPage } from '../ui/layout';
import { CustomerActionsBar } from '../modules/people/components/customers/CustomerActionsBar';
import { CustomerNotes } from '../modules/people/components/customers/CustomerNotes';
import { CustomerProfilePanel } from '../modules/people/components/customers/CustomerProfilePanel';
import { ConversationLinks } from '../modules/people/components/shared/ConversationLinks';
import { Card, CardTitle } from '../modules/people/components/shared/Card';
import { ProfileHeader } from '../modules/people/components/shared/ProfileHeader';
import { CustomerPageQuery } from '../modules/people/graphql/CustomerPage.query';
import { CustomerProfileFragment } from '../modules/people/graphql/CustomerProfile.fragment';
import { useCustomerActions } from '../modules/people/hooks/useCustomerActions';
import { useCustomFields } from '../modules/people/hooks/useCustomFields';
import { usePeopleLive } from '../modules/people/hooks/usePeopleLive';
import { useLeaveOnLoadError } from '../modules/people/hooks/useLeaveOnLoadError';

/** Spec §2 /customers/{userId}: header with actions, profile panel, notes and conversations. */
export function CustomerPage() {
  const { t } = useLingui();
  const { userId = '' } = useParams();
  const { data, error, loading } = useQuery(CustomerPageQuery, { variables: { id: userId, size: 20 }, fetchPolicy: 'cache-and-network' });
  const { customerFields } = useCustomFields();
  const customer = getFragmentData(CustomerProfileFragment, data?.customer);
  const actions = useCustomerActions(userId, customer?.tags ?? []);
  usePeopleLive({ onCustomerErased: actions.onErased });
  // Once erased, the profile's reload is refused: the erasure's own toast says what happened.
  useLeaveOnLoadError(actions.leaving ? null : error, '/customers');

  if (!customer) return <PageLoader />;
  return (
    <RecordPage data-testid="customer-page">
      <ProfileHeader
        back={{ to: '/customers', label: t`Customers` }}
        avatar={<Avatar name={customer.displayName} size={64} online={customer.online} />}
        name={customer.displayName}
        online={customer.online}
        lastActivity={customer.lastActivity}
        createDate={customer.createDate}
        actions={
          <CustomerActionsBar
            name={customer.displayName}
            onArchive={actions.archive}
            onErase={actions.erase}
            onCreateConversation={actions.createConversation}
          />
        }
      />
      <Columns>
        <CustomerProfilePanel customer={customer} definitions={customerFields} actions={actions} />
        <Side>
          <Card aria-labelledby="customer-notes-title">
            <CardTitle id="customer-notes-title">{t`Notes`}</CardTitle>
            <CustomerNotes notes={customer.notes} onAdd={actions.addNote} />
          </Card>
          <Card aria-labelledby="customer-conversations-title">
            <CardTitle id="customer-conversations-title">{t`Conversations`}</CardTitle>
            <ConversationLinks conversations={data?.customerConversations ?? []} loading={loading && !data?.customerConversations} />
          </Card>
        </Side>
      </Columns>
    </RecordPage>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(320px, 400px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(5)};
  align-items: start;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  min-width: 0;
`;
