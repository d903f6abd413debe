import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { CustomerProfile_CustomerFragment } from '../../../../__generated__/graphql';
import type { CustomField } from '../../hooks/useCustomFields';
import type { CustomerActions } from '../../hooks/useCustomerActions';
import { isValidEmail } from '@parley/protocol';
import { fieldProblemText } from '../../utils/fieldProblemText';
import { platformReferenceText } from '../../utils/platformReferenceText';
import { CustomFieldsSection } from '../shared/CustomFieldsSection';
import { EditableField } from '../shared/EditableField';
import { Card, CardTitle } from '../shared/Card';
import { CustomerTagPicker } from './CustomerTagPicker';

export interface CustomerProfilePanelProps {
  customer: CustomerProfile_CustomerFragment;
  definitions: readonly CustomField[];
  actions: CustomerActions;
}

/** Spec §2 profile panel: name, email, subtitle, bio, tags and custom fields, each saved on blur. */
export function CustomerProfilePanel({ customer, definitions, actions }: CustomerProfilePanelProps) {
  const { t, i18n } = useLingui();
  return (
    <Card aria-labelledby="customer-profile-title" data-testid="customer-profile">
      <CardTitle id="customer-profile-title">{t`Profile`}</CardTitle>
      <Fields>
        <EditableField
          label={t`Name`}
          value={customer.displayName}
          validate={(v) => (v ? null : t`Please enter a name`)}
          onSave={(displayName) => actions.update({ displayName })}
          testId="profile-displayName"
        />
        <EditableField
          label={t`Email`}
          value={customer.email}
          validate={(v) => (!v || isValidEmail(v) ? null : fieldProblemText('PleaseEnterAValidEmail', i18n))}
          onSave={(email) => actions.update({ email })}
          testId="profile-email"
        />
        <EditableField label={t`Subtitle`} value={customer.subtitle} onSave={(subtitle) => actions.update({ subtitle })} testId="profile-subtitle" />
        <EditableField label={t`Bio`} value={customer.bio} kind="multiline" onSave={(bio) => actions.update({ bio })} testId="profile-bio" />
        <CustomerTagPicker tags={customer.tags} onAdd={(tag) => void actions.addTag(tag)} onRemove={(tag) => void actions.removeTag(tag)} />
        {customer.refId && (
          <ReadOnly>
            <dt>{t`Reference number`}</dt>
            <dd>{customer.refId}</dd>
          </ReadOnly>
        )}
        {!customer.refId && customer.platformReference && (
          <ReadOnly>
            <dt>{t`Messaging platform`}</dt>
            <dd data-testid="platform-reference">{platformReferenceText(customer.platformReference, i18n)}</dd>
          </ReadOnly>
        )}
        {definitions.length > 0 && (
          <CustomFieldsSection
            definitions={definitions}
            values={customer.fields}
            emptyText=""
            onSave={(id, value) => actions.update({ fields: { [id]: { value } } })}
          />
        )}
      </Fields>
    </Card>
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const ReadOnly = styled.dl`
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.small};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: ${({ theme }) => theme.spacing(1.5)} 0 0;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
