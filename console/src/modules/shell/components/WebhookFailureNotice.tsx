import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useWebhooks } from '../../developer/hooks/useWebhooks';
import { disabledByFailures } from '../../developer/utils/webhookStatus';
import { useSession } from '../../session/hooks/useSession';
import { hasPermission } from '../../session/utils/permissions';
import { isUnder } from '../utils/navigation';

const DEVELOPER_PAGE = '/developer';

/**
 * Above every page, for those who manage settings: a webhook Parley turned off after repeated
 * failed deliveries, with the way to the developer page (which shows its own, fuller banner).
 */
export function WebhookFailureNotice() {
  const { t } = useLingui();
  const { user } = useSession();
  const { pathname } = useLocation();
  const shown = hasPermission(user?.permissions, 'manageSettings') && !isUnder(pathname, DEVELOPER_PAGE);
  const { webhooks } = useWebhooks(shown);
  if (!shown || disabledByFailures(webhooks).length === 0) return null;
  return (
    <Notice role="status" data-testid="webhook-failure-notice">
      <TriangleAlert size={16} aria-hidden />
      <span>{t`A webhook was turned off after repeated failed deliveries. Review it on the Developer page.`}</span>
      <Link to={DEVELOPER_PAGE}>{t`Review webhooks`}</Link>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2.5)} ${({ theme }) => theme.spacing(10)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.body};
  svg {
    flex: none;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
