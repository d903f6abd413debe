import { useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { canDelete, isOwnSide, MessageType } from '../utils/messageRules';
import { formatTime } from '../../../shared/time';
import type { PaneMessage } from '../utils/types';
import { MessageBubble } from './MessageBubble';
import { SystemNotice } from './messages/SystemNotice';

export interface MessageListProps {
  messages: PaneMessage[];
  me: string;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The first message after the reader's lastRead when the conversation was opened. */
  unreadFromId: string | null;
  /** The newest message the customer has read (from their read event). */
  customerReadId?: string | null;
  focusMessageId?: string | null;
  nameOf: (senderId: string | null, senderType: string, signed?: string) => string;
  onReply: (m: PaneMessage) => void;
  onDelete: (m: PaneMessage) => void;
  onCopy: (m: PaneMessage) => void;
  onRetry: (localId: string) => void;
  onUpdated: (m: PaneMessage) => void;
  footer?: React.ReactNode;
}

/** History with 'load more' above, the unread marker, and the newest message kept in view. */
export function MessageList(props: MessageListProps) {
  const { t } = useLingui();
  const { messages, me, loading, hasMore, loadingMore, onLoadMore, unreadFromId, focusMessageId, nameOf, footer } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const last = messages[messages.length - 1];
  const readSeq = props.customerReadId ? messages.find((m) => m.id === props.customerReadId)?.seq : undefined;
  const seenId =
    readSeq === undefined
      ? null
      : ([...messages].reverse().find((m) => !m.sendState && !m.internal && m.senderType !== 'customer' && m.seq <= readSeq)?.id ?? null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current && !focusMessageId) el.scrollTop = el.scrollHeight;
  }, [last?.id, last?.sendState, messages.length, focusMessageId, footer]);

  useEffect(() => {
    if (!focusMessageId) return;
    const el = scroller.current?.querySelector(`[data-message-id="${CSS.escape(focusMessageId)}"]`);
    el?.scrollIntoView({ block: 'center' });
  }, [focusMessageId, messages.length]);

  if (loading) {
    return (
      <Center>
        <Spinner size={22} label={t`Loading messages`} />
      </Center>
    );
  }

  return (
    <Scroller
      ref={scroller}
      data-testid="message-list"
      role="log"
      aria-label={t`Messages`}
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {hasMore && (
        <LoadMore>
          <Button size="small" variant="ghost" loading={loadingMore} onClick={onLoadMore}>
            {t`Load more`}
          </Button>
        </LoadMore>
      )}
      {messages.length === 0 && <EmptyState icon={<MessagesSquare size={26} />} title={t`No messages yet`} description={t`Write the first message below.`} />}
      {messages.map((m) => (
        <div key={m.localId && m.sendState ? `local-${m.localId}` : m.id}>
          {unreadFromId === m.id && (
            <Unread data-testid="unread-marker">
              <span>{t`New messages`}</span>
            </Unread>
          )}
          {m.meta.type === MessageType.system && m.meta.system ? (
            <SystemNotice system={m.meta.system} nameOf={(id) => nameOf(id, 'agent')} time={formatTime(m.timestamp)} />
          ) : (
            <MessageBubble
              message={m}
              mine={isOwnSide(m, me)}
              senderName={nameOf(m.senderId, m.senderType, m.meta.senderName)}
              quoteName={nameOf}
              canDelete={canDelete(m, me)}
              onReply={props.onReply}
              onDelete={props.onDelete}
              onCopy={props.onCopy}
              onRetry={props.onRetry}
              onUpdated={props.onUpdated}
              highlighted={focusMessageId === m.id}
            />
          )}
          {seenId === m.id && <Seen data-testid="seen-marker">{t`Read`}</Seen>}
        </div>
      ))}
      {footer}
    </Scroller>
  );
}

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.background};
`;
const Center = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
`;
const LoadMore = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;
const Seen = styled.div`
  margin: -4px 0 6px;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xsmall};
  text-align: right;
`;
const Unread = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: ${({ theme }) => theme.spacing(3)} 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.xsmall};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.danger};
    opacity: 0.4;
  }
`;
