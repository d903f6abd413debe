import { useLingui } from '@lingui/react/macro';
import { Contact } from 'lucide-react';
import { ComingSoon } from '../modules/shell/components/ComingSoon';

export function CustomersPage() {
  const { t } = useLingui();
  return (
    <ComingSoon
      icon={<Contact size={28} />}
      title={t`Customers`}
      description={t`Everyone who has talked to you, with filters, conversation counts and an export of the customer report.`}
    />
  );
}
