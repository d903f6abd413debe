import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { CustomerNotes } from '../../people/components/customers/CustomerNotes';
import { EditableField } from '../../people/components/shared/EditableField';
import { CustomerQuery } from '../../people/graphql/Customer.query';
import { CustomerProfileFragment } from '../../people/graphql/CustomerProfile.fragment';
import { useCustomerActions } from '../../people/hooks/useCustomerActions';
import { isValidEmail } from '@parley/protocol';
import { fieldProblemText } from '../../people/utils/fieldProblemText';

/**
 * The customer's basics (saved on blur, as on the customer page) and notes, in the inbox's side
 * panel. Every agent who reads the conversation may change them (the server checks the same rule).
 */
function usePaneCustomer(customerId: string) {
  // Both parts ask the same query: Apollo answers the second from the first.
  const { data } = useQuery(CustomerQuery, { variables: { id: customerId }, fetchPolicy: 'cache-and-network' });
  const customer = getFragmentData(CustomerProfileFragment, data?.customer);
  const actions = useCustomerActions(customerId, customer?.tags ?? []);
  return { customer, actions };
}

export function PaneCustomerBasics({ customerId }: { customerId: string }) {
  const { t, i18n } = useLingui();
  const { customer, actions } = usePaneCustomer(customerId);
  if (!customer) return null;
  return (
    <Fields data-testid="pane-customer-fields">
      <EditableField
        label={t`Name`}
        value={customer.displayName}
        validate={(v) => (v ? null : t`Please enter a name`)}
        onSave={(displayName) => actions.update({ displayName })}
        testId="pane-customer-displayName"
      />
      <EditableField
        label={t`Email`}
        value={customer.email}
        validate={(v) => (!v || isValidEmail(v) ? null : fieldProblemText('PleaseEnterAValidEmail', i18n))}
        onSave={(email) => actions.update({ email })}
        testId="pane-customer-email"
      />
      <EditableField label={t`Subtitle`} value={customer.subtitle} onSave={(subtitle) => actions.update({ subtitle })} testId="pane-customer-subtitle" />
    </Fields>
  );
}

/** Spec §2: notes newest first; Enter adds one, empty ones are ignored. */
export function PaneCustomerNotes({ customerId }: { customerId: string }) {
  const { customer, actions } = usePaneCustomer(customerId);
  if (!customer) return null;
  return <CustomerNotes notes={customer.notes} onAdd={actions.addNote} />;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;
