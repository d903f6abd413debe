import { useLingui } from '@lingui/react/macro';
import { Clock, RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { describeGraphqlError } from '../../../shared/describeError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { Table, type TableColumn } from '../../../ui/Table';
import { useToast } from '../../../ui/toast/useToast';
import { useRedeliverWebhook } from '../hooks/useRedeliverWebhook';
import { useWebhookDeliveries, type WebhookDelivery } from '../hooks/useWebhookDeliveries';
import type { Webhook } from '../hooks/useWebhooks';
import { deliveryStatusText } from '../utils/webhookDeliveryLog';
import { eventLabel } from '../utils/webhookEvents';
import { WebhookDeliveryResponse } from './WebhookDeliveryResponse';

export interface WebhookDeliveriesDrawerProps {
  /** The subscription whose log is open; none closes the drawer. */
  webhook: Webhook | null;
  onClose: () => void;
  onPing: (webhook: Webhook) => void;
}

/** A subscription's delivery log, newest first: what was sent, what the receiver answered, and Redeliver. */
export function WebhookDeliveriesDrawer({ webhook, onClose, onPing }: WebhookDeliveriesDrawerProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const log = useWebhookDeliveries(webhook?.id ?? null);
  const redeliver = useRedeliverWebhook();
  const [resending, setResending] = useState<string | null>(null);

  const resend = async (delivery: WebhookDelivery) => {
    if (!webhook) return;
    setResending(delivery.id);
    try {
      await redeliver(webhook.id, delivery.id);
    } catch (error) {
      toast({ kind: 'error', title: t`The event could not be sent again`, description: describeGraphqlError(error, t`Server connection failed`) });
    } finally {
      setResending(null);
    }
  };

  const when = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'short', timeStyle: 'medium' });
  const columns: TableColumn<WebhookDelivery>[] = [
    {
      key: 'event',
      header: t`Event`,
      render: (d) => (
        <Event>
          <span>{eventLabel(d.eventType, i18n)}</span>
          <Code>{d.eventType}</Code>
        </Event>
      ),
    },
    {
      key: 'time',
      header: t`Time`,
      render: (d) => <Nowrap title={d.lastAttemptAt ? t`Last attempt ${when(d.lastAttemptAt)}` : undefined}>{when(d.createdAt)}</Nowrap>,
    },
    {
      key: 'status',
      header: t`Status`,
      render: (d) => (
        <Badge tone={d.status === 'delivered' ? 'success' : d.attempts > 0 ? 'danger' : 'warning'}>
          {d.status !== 'delivered' && <Clock size={12} aria-hidden />}
          <span data-testid="delivery-status">{deliveryStatusText(d, i18n)}</span>
        </Badge>
      ),
    },
    { key: 'http', header: t`HTTP`, align: 'right', render: (d) => <Num data-testid="delivery-http">{d.lastStatus ?? '—'}</Num> },
    {
      key: 'duration',
      header: t`Duration`,
      align: 'right',
      render: (d) => <Num>{d.lastDurationMs === null || d.lastDurationMs === undefined ? '—' : t`${d.lastDurationMs} ms`}</Num>,
    },
    { key: 'response', header: t`Response`, width: '34%', render: (d) => <WebhookDeliveryResponse delivery={d} /> },
    {
      key: 'redeliver',
      header: t`Redeliver`,
      headerHidden: true,
      align: 'right',
      render: (d) => (
        <Button
          variant="secondary"
          size="small"
          icon={<RotateCw size={14} />}
          loading={resending === d.id}
          disabled={!webhook?.active}
          title={webhook?.active ? t`Send this event again, with the same id and body` : t`Turn the webhook on to send events again`}
          onClick={() => void resend(d)}
        >
          {t`Redeliver`}
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      open={webhook !== null}
      onOpenChange={(open) => !open && onClose()}
      width={980}
      title={t`Deliveries`}
      description={webhook?.url}
      footer={
        <>
          {log.pending && (
            <Checking role="status">
              <Spinner size={14} />
              {t`Waiting for pending deliveries…`}
            </Checking>
          )}
          <Button variant="secondary" icon={<Send size={14} />} disabled={!webhook?.active} onClick={() => webhook && onPing(webhook)}>
            {t`Send test ping`}
          </Button>
          <Button onClick={onClose}>{t`Close`}</Button>
        </>
      }
    >
      {log.error ? (
        <LoadFailed onRetry={log.retry} />
      ) : log.loading ? (
        <Centre>
          <Spinner />
        </Centre>
      ) : (
        <Table
          caption={t`Deliveries to ${webhook?.url ?? ''}`}
          testId="webhook-deliveries"
          columns={columns}
          rows={log.deliveries}
          rowKey={(d) => d.id}
          rowLabel={(d) => d.eventType}
          empty={<Empty>{t`Nothing sent yet. Send a test ping to try the receiver.`}</Empty>}
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
    </Drawer>
  );
}

const Event = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  white-space: nowrap;
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xsmall};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Nowrap = styled.span`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Num = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(10)};
`;

const Empty = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Checking = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
