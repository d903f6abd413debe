import { useLingui } from '@lingui/react/macro';
import { Power, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { describeGraphqlError } from '../../../shared/describeError';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast/useToast';
import { useUpdateWebhook } from '../hooks/useUpdateWebhook';
import type { Webhook } from '../hooks/useWebhooks';
import { disabledByFailures } from '../utils/webhookStatus';

/** At the top of the developer page: the webhooks Parley turned off after failed deliveries, each with Turn on. */
export function WebhookFailureBanner({ webhooks }: { webhooks: readonly Webhook[] }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { setActive } = useUpdateWebhook();
  const [turning, setTurning] = useState<string | null>(null);
  const off = disabledByFailures(webhooks);
  if (off.length === 0) return null;

  const turnOn = async (webhook: Webhook) => {
    setTurning(webhook.id);
    try {
      await setActive(webhook, true);
      toast({ kind: 'success', title: t`Webhook turned on` });
    } catch (error) {
      toast({ kind: 'error', title: t`The webhook could not be changed`, description: describeGraphqlError(error, t`Server connection failed`) });
    } finally {
      setTurning(null);
    }
  };

  return (
    <Banner role="status" data-testid="webhook-failure-banner">
      <TriangleAlert size={18} aria-hidden />
      <Body>
        <strong>{t`A webhook was turned off after repeated failed deliveries.`}</strong>
        <span>{t`Its events are kept. Once the receiver answers with a 2xx status again, turn the webhook on: what waited is delivered in order. The delivery log shows what the receiver answered.`}</span>
        <List>
          {off.map((w) => (
            <Item key={w.id}>
              <Url title={w.url}>{w.url}</Url>
              {w.disabledAt && <When>{t`turned off ${i18n.date(new Date(w.disabledAt), { dateStyle: 'medium', timeStyle: 'short' })}`}</When>}
              <Button size="small" variant="secondary" icon={<Power size={14} />} loading={turning === w.id} onClick={() => void turnOn(w)}>
                {t`Turn on`}
              </Button>
            </Item>
          ))}
        </List>
      </Body>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 1080px;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  & > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
  strong {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
`;

const Url = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const When = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
