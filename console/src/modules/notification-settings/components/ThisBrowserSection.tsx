import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast/useToast';
import { usePushState } from '../../notifications/hooks/usePushState';
import type { PushState } from '../../notifications/utils/pushState';
import { turnOffPush, turnOnPush } from '../../notifications/utils/pushRegistration';
import { Note } from './settingsParts';

/**
 * Push in this browser: its state, and the switch. Turning on explains first, in the page, what
 * the browser's prompt that follows is for; a browser that cannot have push says why, once, here.
 */
export function ThisBrowserSection() {
  const { t } = useLingui();
  const toast = useToast();
  const client = useApolloClient();
  const state = usePushState();
  const [explaining, setExplaining] = useState(false);
  const [turningOff, setTurningOff] = useState(false);

  const status: Record<PushState, { tone: BadgeTone; label: string; note: string }> = {
    on: { tone: 'success', label: t`On`, note: t`Push notifications are on in this browser, also while the console is closed.` },
    off: {
      tone: 'neutral',
      label: t`Off`,
      note: t`Get a notification on this computer for new conversations, messages in your conversations and mentions, even with the console closed.`,
    },
    subscribing: { tone: 'neutral', label: t`Turning on…`, note: t`Connecting this browser to its push service…` },
    denied: {
      tone: 'danger',
      label: t`Blocked by the browser`,
      note: t`This browser blocks notifications from Parley. To unblock them, click the icon at the left of the address bar, allow Notifications for this site, then reload the page.`,
    },
    unsupported: {
      tone: 'neutral',
      label: t`Not supported`,
      note: t`This browser cannot receive push notifications here: they need a current browser and the console on an HTTPS address. Emails still reach you while you are offline.`,
    },
    unavailable: {
      tone: 'neutral',
      label: t`Not available`,
      note: t`Push notifications are not set up on this server. Emails still reach you while you are offline.`,
    },
    unreachable: {
      tone: 'warning',
      label: t`Push service unreachable`,
      note: t`This browser could not reach its push service. Emails still reach you while you are offline, and the console notifies you while it is open.`,
    },
    failed: { tone: 'warning', label: t`Not turned on`, note: t`Push notifications could not be turned on. Try again in a moment.` },
  };
  const current = status[state];
  const canTurnOn = state === 'off' || state === 'subscribing' || state === 'unreachable' || state === 'failed';

  const turnOn = () => {
    setExplaining(false);
    // Straight from the click: the browser shows its prompt only in answer to a gesture.
    void turnOnPush(client);
  };

  const turnOff = async () => {
    setTurningOff(true);
    try {
      await turnOffPush(client);
    } catch {
      toast({ kind: 'error', title: t`Push notifications could not be turned off` });
    } finally {
      setTurningOff(false);
    }
  };

  return (
    <Box data-testid="push-this-browser" data-state={state}>
      <Line>
        <BellRing size={18} aria-hidden />
        <Badge tone={current.tone}>{current.label}</Badge>
      </Line>
      <Note>{current.note}</Note>
      <div>
        {canTurnOn && (
          <Button onClick={() => setExplaining(true)} loading={state === 'subscribing'} data-testid="push-turn-on">
            {state === 'off' ? t`Turn on push notifications` : t`Try again`}
          </Button>
        )}
        {state === 'on' && (
          <Button variant="secondary" onClick={() => void turnOff()} loading={turningOff}>
            {t`Turn off in this browser`}
          </Button>
        )}
      </div>
      <Modal
        open={explaining}
        onOpenChange={setExplaining}
        title={t`Turn on push notifications?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setExplaining(false)}>
              {t`Not now`}
            </Button>
            <Button onClick={turnOn} data-testid="push-continue">
              {t`Continue`}
            </Button>
          </>
        }
      >
        <Explanation data-testid="push-explanation">
          <p>{t`Your browser will now ask whether Parley may show notifications. Choose Allow to hear, even with the console closed, about:`}</p>
          <ul>
            <li>{t`new conversations assigned to you, to your teams, or waiting for someone while you are on duty`}</li>
            <li>{t`new messages in your conversations`}</li>
            <li>{t`mentions of you in internal notes`}</li>
          </ul>
          <p>{t`No push comes while a console tab is in front of you. You can turn them off here at any time.`}</p>
        </Explanation>
      </Modal>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Explanation = styled.div`
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.spacing(1)};
  }
`;
