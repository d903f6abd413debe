import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AgentAvatar, Message } from '../api/types';
import { AvatarStack } from '../components/Avatar';
import { AwayEmailCard } from '../components/AwayEmailCard';
import { Composer } from '../components/Composer';
import { Bubble, Meta, MessageBubble } from '../components/MessageBubble';
import { LinkButton } from '../components/Panel';
import { RatingCard } from '../components/RatingCard';
import { ScreenHeader } from '../components/ScreenHeader';
import { useNavigation } from '../hooks/useRoute';
import { useWidget } from '../hooks/useWidget';
import { widgetClient } from '../state/client';
import { MessageText } from '../components/MessageText';
import { nobodyAnswersLive } from '../utils/live-answer';

/** Spec §2 "/conversation/{id}": product name, assigned agents, outside-hours notice, messages, composer. */
export function ConversationScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const { app, conversations, messages, hasOlder, typingUntil, agentRead, connection } = useWidget();
  const { navigate } = useNavigation();
  const conversation = conversations.find((c) => c.id === id);
  const list = messages[id];
  const [missing, setMissing] = useState(false);
  const [now, setNow] = useState(Date.now());
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  useEffect(() => {
    setMissing(false);
    widgetClient.loadConversation(id).catch(() => setMissing(true));
    // Whether anyone may answer live (office hours, agents online) decides the away email card.
    widgetClient.refreshConfig();
  }, [id]);

  // An agent merged this conversation into another: the visitor carries on there.
  const mergedInto = conversation?.mergedInto?.id;
  useEffect(() => {
    if (mergedInto) navigate({ name: 'conversation', id: mergedInto });
  }, [mergedInto, navigate]);

  // The typing indicator expires on its own (spec §4: after the time the event gives).
  const typing = (typingUntil[id] ?? 0) > now;
  useEffect(() => {
    const until = typingUntil[id];
    if (!until) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, until - Date.now()) + 50);
    setNow(Date.now());
    return () => window.clearTimeout(timer);
  }, [typingUntil, id]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [list, typing]);

  const agentsById = useMemo(() => new Map((app?.agents ?? []).map((a) => [a.userId, a])), [app]);
  const assigned: AgentAvatar[] = (conversation?.assignedAgent ?? []).map(
    (a) => agentsById.get(a.id) ?? { userId: a.id, displayName: t`Agent`, profilePic: null },
  );

  const lastMine = useMemo(() => [...(list ?? [])].reverse().find((m) => m.senderType === 'customer' && !m.pending), [list]);
  const readSeq = useMemo(() => {
    const readId = agentRead[id];
    return readId ? ((list ?? []).find((m) => m.id === readId)?.seq ?? 0) : 0;
  }, [agentRead, id, list]);

  if (missing && !list) {
    return (
      <>
        <ScreenHeader title={app?.productName ?? 'Parley'} onBack={() => navigate({ name: 'landing' })} />
        <Empty>{t`This conversation is not available.`}</Empty>
      </>
    );
  }

  const footerOf = (m: Message) => (m === lastMine ? (readSeq >= m.seq ? t`Read` : t`Sent`) : undefined);

  return (
    <>
      <ScreenHeader
        title={
          <HeaderTitle>
            {app?.startLogo && <StartLogo src={app.startLogo} alt="" data-testid="start-logo" />}
            <TitleText>
              <span>{app?.productName ?? 'Parley'}</span>
              <small>{connection === 'online' ? (nobodyAnswersLive(app) ? t`Away` : t`Online`) : t`Connecting…`}</small>
            </TitleText>
          </HeaderTitle>
        }
        onBack={() => navigate({ name: 'landing' })}
      >
        <AvatarStack agents={assigned} size={28} />
      </ScreenHeader>
      {app && !app.officeHourOpen && (
        <Notice role="status" data-testid="outside-hours">
          {app.responseTime !== null
            ? t`We're outside office hours. We'll reply in about ${app.responseTime} min.`
            : t`We're outside office hours. Leave a message and we'll reply as soon as we can.`}
        </Notice>
      )}
      <Messages
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        aria-live="polite"
      >
        {hasOlder[id] && (
          <Older>
            <LinkButton type="button" onClick={() => void widgetClient.loadHistory(id, true)}>
              {t`Load earlier messages`}
            </LinkButton>
          </Older>
        )}
        {list && list.length === 0 && <Hint>{t`Send us a message: we're listening.`}</Hint>}
        {(list ?? []).map((m, i) => {
          if (m.pending) {
            const { localId, failed } = m.pending;
            return (
              <PendingRow key={m.id} data-testid="pending-message">
                <Bubble $mine $pending>
                  <MessageText text={m.meta.content ?? ''} />
                </Bubble>
                <Meta>
                  {failed ? (
                    <>
                      {t`Not sent`} ·{' '}
                      <LinkButton type="button" onClick={() => widgetClient.retry(localId)}>
                        {t`Retry`}
                      </LinkButton>
                    </>
                  ) : (
                    t`Sending…`
                  )}
                </Meta>
              </PendingRow>
            );
          }
          const next = list?.[i + 1];
          const showAvatar = m.senderType !== 'customer' && (!next || next.senderId !== m.senderId);
          return (
            <MessageBubble key={m.id} message={m} agent={m.senderId ? agentsById.get(m.senderId) : undefined} showAvatar={showAvatar} footer={footerOf(m)} />
          );
        })}
        {typing && (
          <Typing data-testid="typing">
            <Dots aria-hidden="true">
              <i />
              <i />
              <i />
            </Dots>
            {t`Agent is typing…`}
          </Typing>
        )}
        {conversation?.status !== 'terminated' && <AwayEmailCard conversationId={id} />}
        {conversation && conversation.status !== 'open' && <RatingCard conversation={conversation} />}
      </Messages>
      {conversation?.status === 'terminated' ? <Closed>{t`This conversation has ended.`}</Closed> : <Composer conversationId={id} />}
    </>
  );
}

const HeaderTitle = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;
const TitleText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.25;
  small {
    font-size: 11px;
    font-weight: 400;
  }
`;
/** Spec §3 start logo: stored within 240x80, shown at most 96x32 beside the product name. */
const StartLogo = styled.img`
  flex: none;
  max-width: 96px;
  max-height: 32px;
  object-fit: contain;
`;
const Notice = styled.div`
  padding: 8px 14px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 12px;
  line-height: 1.4;
`;
const Messages = styled.div`
  flex: 1;
  padding: 8px 14px 12px;
  overflow-y: auto;
`;
const Older = styled.div`
  padding: 6px 0;
  text-align: center;
  font-size: 12px;
`;
const Hint = styled.p`
  margin: 24px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: 13px;
`;
const PendingRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 6px 0 0 auto;
  max-width: min(300px, 90%);
`;
const Typing = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 10px 0 0 36px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;
const Dots = styled.span`
  display: inline-flex;
  gap: 3px;
  padding: 8px 10px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    animation: parley-blink 1.2s infinite ease-in-out;
  }
  i:nth-child(2) {
    animation-delay: 0.2s;
  }
  i:nth-child(3) {
    animation-delay: 0.4s;
  }
  @keyframes parley-blink {
    0%,
    80%,
    100% {
      opacity: 0.3;
    }
    40% {
      opacity: 1;
    }
  }
`;
const Closed = styled.div`
  padding: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: 13px;
`;
const Empty = styled.p`
  margin: 40px 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
