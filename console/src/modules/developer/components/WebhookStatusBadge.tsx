import { useLingui } from '@lingui/react/macro';
import { Badge } from '../../../ui/Badge';
import { webhookStatus, webhookStatusLabel, type WebhookStatusFields } from '../utils/webhookStatus';

/** Active, Off, turned off after failures (red) or failing with the next try's time (amber). */
export function WebhookStatusBadge({ webhook }: { webhook: WebhookStatusFields }) {
  const { i18n } = useLingui();
  const { text, tone } = webhookStatusLabel(webhookStatus(webhook), i18n);
  return (
    <Badge tone={tone}>
      <span data-testid="webhook-status">{text}</span>
    </Badge>
  );
}
