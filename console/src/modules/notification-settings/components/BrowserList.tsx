import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast/useToast';
import { usePushState } from '../../notifications/hooks/usePushState';
import { thisBrowserSubscriptionId } from '../../notifications/utils/pushRegistration';
import type { PushSubscriptionRow } from '../hooks/useNotificationSettings';
import { useRemovePushSubscription } from '../hooks/useRemovePushSubscription';
import { Note } from './settingsParts';

/** The browsers that receive the agent's pushes, one per browser, each removable (also from another device). */
export function BrowserList({ subscriptions }: { subscriptions: readonly PushSubscriptionRow[] }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const remove = useRemovePushSubscription();
  // Re-read when this browser subscribes or stops: its id is kept beside its state.
  usePushState();
  const here = thisBrowserSubscriptionId();
  const [removing, setRemoving] = useState<string | null>(null);
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' });

  const removeOne = async (row: PushSubscriptionRow) => {
    setRemoving(row.id);
    try {
      await remove(row.id);
    } catch {
      toast({ kind: 'error', title: t`${row.label} could not be removed` });
    } finally {
      setRemoving(null);
    }
  };

  if (subscriptions.length === 0) return <Note>{t`No browser receives your push notifications yet.`}</Note>;
  return (
    <List aria-label={t`Your browsers`}>
      {subscriptions.map((row) => (
        <Row key={row.id} data-testid="push-subscription-row">
          <Who>
            <Label>
              {row.label}
              {row.id === here && <Badge tone="primary">{t`This browser`}</Badge>}
            </Label>
            <Note>
              {t`Added ${date(row.createdAt)}`} · {row.lastPushAt ? t`Last push ${date(row.lastPushAt)}` : t`No push yet`}
            </Note>
          </Who>
          <Button
            variant="secondary"
            size="small"
            icon={<Trash2 size={14} />}
            loading={removing === row.id}
            onClick={() => void removeOne(row)}
            aria-label={t`Remove ${row.label}`}
          >
            {t`Remove`}
          </Button>
        </Row>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Label = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
