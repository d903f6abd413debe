import { useLingui } from '@lingui/react/macro';
import { KeyRound, ListChecks, MoreVertical, Pencil, Power, PowerOff, Send, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Menu, MenuItem, MenuSeparator } from '../../../ui/Menu';
import type { Webhook } from '../hooks/useWebhooks';
import { eventLabel, orderedEvents } from '../utils/webhookEvents';
import { WebhookStatusBadge } from './WebhookStatusBadge';

export type WebhookAction = 'deliveries' | 'edit' | 'toggle' | 'ping' | 'rotate' | 'delete';

export interface WebhookRowProps {
  webhook: Webhook;
  onAction: (action: WebhookAction, webhook: Webhook) => void;
}

/** One subscription: where it posts, what for, which events, how it is doing, and what can be done with it. */
export function WebhookRow({ webhook, onAction }: WebhookRowProps) {
  const { t, i18n } = useLingui();
  const act = (action: WebhookAction) => () => onAction(action, webhook);
  const created = i18n.date(new Date(webhook.createdAt), { dateStyle: 'medium' });
  return (
    <Row data-testid="webhook-row" data-url={webhook.url}>
      <Main>
        <Url title={webhook.url}>{webhook.url}</Url>
        {webhook.description && <Description>{webhook.description}</Description>}
        <Chips aria-label={t`Events`}>
          {orderedEvents(webhook.events).map((e) => (
            <Chip key={e} title={e}>
              {eventLabel(e, i18n)}
            </Chip>
          ))}
          {webhook.includeInternal && <Chip $internal>{t`With internal notes`}</Chip>}
        </Chips>
      </Main>
      <Side>
        <WebhookStatusBadge webhook={webhook} />
        <Muted>{t`Added ${created}`}</Muted>
        {webhook.previousSecretUntil && (
          <Muted>{t`Old secret signs until ${i18n.date(new Date(webhook.previousSecretUntil), { dateStyle: 'medium', timeStyle: 'short' })}`}</Muted>
        )}
      </Side>
      <Actions>
        <Button variant="secondary" size="small" icon={<ListChecks size={14} />} onClick={act('deliveries')}>
          {t`Deliveries`}
        </Button>
        <Menu label={t`Webhook actions`} align="end" trigger={<IconButton label={t`Actions for ${webhook.url}`} icon={<MoreVertical size={18} />} />}>
          <MenuItem icon={<Pencil size={16} />} onSelect={act('edit')}>{t`Edit`}</MenuItem>
          <MenuItem icon={<Send size={16} />} onSelect={act('ping')} disabled={!webhook.active}>
            {t`Send test ping`}
          </MenuItem>
          <MenuItem icon={webhook.active ? <PowerOff size={16} /> : <Power size={16} />} onSelect={act('toggle')}>
            {webhook.active ? t`Turn off` : t`Turn on`}
          </MenuItem>
          <MenuItem icon={<KeyRound size={16} />} onSelect={act('rotate')}>{t`Rotate secret`}</MenuItem>
          <MenuSeparator />
          <MenuItem icon={<Trash2 size={16} />} tone="danger" onSelect={act('delete')}>
            {t`Delete`}
          </MenuItem>
        </Menu>
      </Actions>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: start;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

const Url = styled.div`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Description = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.body};
  overflow-wrap: anywhere;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1)};
`;

const Chip = styled.span<{ $internal?: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $internal }) => ($internal ? theme.colors.warningSoft : theme.colors.primarySoft)};
  color: ${({ theme, $internal }) => ($internal ? theme.colors.warning : theme.colors.primaryActive)};
  font-size: ${({ theme }) => theme.font.size.small};
  white-space: nowrap;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  text-align: right;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;
