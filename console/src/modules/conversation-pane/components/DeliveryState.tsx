import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { AlertCircle, Clock, RotateCw } from 'lucide-react';
import styled from 'styled-components';
import { useToast } from '../../../ui/toast/useToast';
import { RetryMessageDeliveryMutation } from '../graphql/ReplyRules.query';
import type { MessageMeta } from '../utils/types';

/** Under a reply in a platform conversation (Facebook, WhatsApp): on its way, or refused by the platform with the reason and a retry. */
export function DeliveryState({ messageId, delivery }: { messageId: string; delivery: NonNullable<MessageMeta['delivery']> }) {
  const { t } = useLingui();
  const toast = useToast();
  const [retry, { loading }] = useMutation(RetryMessageDeliveryMutation);
  const reasons: Record<string, string> = {
    tokenInvalid: t`the access token has expired or is not valid`,
    windowClosed: t`the response window has closed`,
    rateLimited: t`the platform is limiting how fast you send; try again shortly`,
    unreachable: t`the platform could not be reached`,
    refused: t`the platform refused it`,
    notSent: t`it was never sent to the platform`,
  };
  if (delivery.status === 'pending') {
    return (
      <State data-testid="delivery-pending">
        <Clock size={12} aria-hidden /> {t`Delivering…`}
      </State>
    );
  }
  if (delivery.status !== 'failed') return null;
  const reason = reasons[delivery.reason ?? 'refused'] ?? reasons.refused;
  return (
    <State $failed data-testid="delivery-failed" title={delivery.detail}>
      <AlertCircle size={12} aria-hidden /> {t`Not delivered: ${reason}.`}
      <Retry
        type="button"
        disabled={loading}
        onClick={async () => {
          try {
            await retry({ variables: { messageId } });
          } catch {
            toast({ kind: 'error', title: t`The message could not be sent again` });
          }
        }}
      >
        <RotateCw size={12} aria-hidden /> {t`Retry`}
      </Retry>
    </State>
  );
}

const State = styled.div<{ $failed?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-top: 2px;
  font-size: 11px;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.textSubtle)};
`;
const Retry = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  margin-left: 6px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;
