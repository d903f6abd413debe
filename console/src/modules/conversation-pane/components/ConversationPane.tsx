import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { MessagesSquare, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/useToast';
import { useSession } from '../../session/hooks/useSession';
import { hasPermission } from '../../session/utils/permissions';
import { ConversationPaneFragment } from '../graphql/ConversationPane.fragment';
import { ConversationPaneQuery } from '../graphql/ConversationPane.query';
import { DeleteMessageMutation } from '../graphql/DeleteMessage.mutation';
import { useAssignConversation } from '../hooks/useAssignConversation';
import { useComposerTriggers } from '../hooks/useComposerTriggers';
import { useConversationMessages } from '../hooks/useConversationMessages';
import { useConversationTags } from '../hooks/useConversationTags';
import { useHideConversation } from '../hooks/useHideConversation';
import { useLivechat } from '../hooks/useLivechat';
import { useMergeConversation } from '../hooks/useMergeConversation';
import { useMarkRead } from '../hooks/useMarkRead';
import { usePaneEvents, type PaneEvent } from '../hooks/usePaneEvents';
import { usePaneShortcuts } from '../hooks/usePaneShortcuts';
import { useSendQueue } from '../hooks/useSendQueue';
import { useSnoozeConversation } from '../hooks/useSnoozeConversation';
import { useTyping } from '../hooks/useTyping';
import { useUpdateStatus } from '../hooks/useUpdateStatus';
import { MessageType } from '../utils/messageRules';
import { whenSettled } from '../utils/pendingChanges';
import type { PaneConversation, PaneMessage } from '../utils/types';
import { CannedRepliesButton } from './CannedRepliesButton';
import { Composer } from './Composer';
import { PlatformReplyBar } from './PlatformReplyBar';
import { usePlatformReply } from '../hooks/usePlatformReply';
import { InteractiveInfoPicker } from './InteractiveInfoPicker';
import { CustomerPanel } from './CustomerPanel';
import { MediaDrawer } from './MediaDrawer';
import { MergeDialog } from './MergeDialog';
import { MergedBanner } from './MergedBanner';
import { MessageList } from './MessageList';
import { PaneHeader } from './PaneHeader';
import { SearchDrawer } from './SearchDrawer';

/** Query parameter naming a message to open the conversation at (inbox search results). */
export const FOCUS_MESSAGE_PARAM = 'message';

/** The conversation pane of the inbox (spec §2): header, messages, composer, drawers and customer panel. */
export function ConversationPane({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(ConversationPaneQuery, { variables: { id: conversationId } });
  const conversation = getFragmentData(ConversationPaneFragment, data?.conversation);
  // Kept by id: opening another conversation and coming back still says why this one is gone.
  const [erasedId, setErasedId] = useState<string | null>(null);
  usePaneEvents(
    conversationId,
    useCallback(
      ({ type }: PaneEvent) => {
        if (type === 'customer.erased') setErasedId(conversationId);
      },
      [conversationId],
    ),
  );

  // Before the load states: the inbox drops the erased conversation from the cache, and the pane's
  // query, asking again, would only say it could not be opened.
  if (erasedId === conversationId) {
    return (
      <Center role="status" data-testid="conversation-erased">
        <EmptyState
          icon={<Trash2 size={26} />}
          title={t`This conversation was erased`}
          description={t`Its customer was erased, with every message and file of their conversations. Nothing of it can be restored.`}
        />
      </Center>
    );
  }
  if (loading && !conversation) {
    return (
      <Center>
        <Spinner size={24} label={t`Loading conversation`} />
      </Center>
    );
  }
  if (error || !conversation) {
    return (
      <Center>
        <EmptyState
          icon={<MessagesSquare size={26} />}
          title={t`This conversation could not be opened`}
          description={t`It may have been removed, or you may no longer have access to it.`}
        />
      </Center>
    );
  }
  return <LoadedPane key={conversationId} conversation={conversation} refetch={() => void refetch()} />;
}

function LoadedPane({ conversation, refetch }: { conversation: PaneConversation; refetch: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const { user } = useSession();
  const me = user?.userId ?? '';
  const meName = user?.displayName ?? '';
  const id = conversation.id;
  const [params, setParams] = useSearchParams();
  const focusMessageId = params.get(FOCUS_MESSAGE_PARAM);

  const history = useConversationMessages(id);
  const [internalChosen, setInternalChosen] = useState(false);
  const [replyTo, setReplyTo] = useState<PaneMessage | null>(null);
  const [drawer, setDrawer] = useState<'search' | 'media' | 'merge' | null>(null);
  const [customerReadId, setCustomerReadId] = useState<string | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const queue = useSendQueue(id, me, (m) => history.upsert([m]));
  const typing = useTyping(id, internalChosen || Boolean(replyTo?.internal));
  const [deleteMessage] = useMutation(DeleteMessageMutation);

  const setStatus = useUpdateStatus(id);
  const snooze = useSnoozeConversation(id);
  const assign = useAssignConversation(id);
  const tags = useConversationTags(id);
  const livechat = useLivechat(id);
  const setHidden = useHideConversation();
  const triggers = useComposerTriggers(conversation.customer[0]?.id ?? null);
  const merge = useMergeConversation(id);
  const canMerge = hasPermission(user?.permissions, 'allConversations') || hasPermission(user?.permissions, 'manageUser');
  const mergedInto = conversation.mergedInto?.id ?? null;

  // The unread marker: where the reader stopped when the conversation was opened.
  const openedLastRead = useRef(conversation.lastRead?.id ?? null);
  const unreadFromId = useMemo(() => {
    const list = history.messages;
    if (!openedLastRead.current) return null;
    const at = list.findIndex((m) => m.id === openedLastRead.current);
    const next = at >= 0 ? list.slice(at + 1).find((m) => m.senderId !== me) : undefined;
    return next?.id ?? null;
  }, [history.messages, me]);

  const onEvent = useCallback(
    ({ type, payload }: PaneEvent) => {
      switch (type) {
        case 'message.created':
        case 'message.updated': {
          const m = payload as unknown as PaneMessage;
          history.upsert([m]);
          if (m.localId) queue.confirm(m.localId);
          if (m.senderId) typing.receive({ userId: m.senderId, status: 0 });
          if (m.meta?.type === MessageType.system) whenSettled(id, refetch);
          break;
        }
        case 'message.deleted':
          history.remove(String(payload.id));
          break;
        case 'typing':
          typing.receive({ userId: String(payload.userId), status: Number(payload.status), time: Number(payload.time) || undefined });
          break;
        case 'conversation.updated':
          whenSettled(id, refetch);
          break;
        case 'conversation.merged':
          // Messages moved in or out and were numbered again: read both the pane and its history afresh.
          refetch();
          history.reload();
          break;
        case 'read':
          if (payload.userType === 'customer') setCustomerReadId(String(payload.messageId));
          break;
        default:
      }
    },
    [history, id, queue, refetch, typing],
  );
  usePaneEvents(id, onEvent);

  // Opened at a message (a search result): load older pages until it is on screen.
  const focusLoaded = !focusMessageId || history.messages.some((m) => m.id === focusMessageId);
  useEffect(() => {
    if (!focusLoaded && !history.loading && history.hasMore && !history.loadingMore) void history.loadMore();
  }, [focusLoaded, history]);

  const serverMessages = history.messages;
  const confirmedLocal = useMemo(() => new Set(serverMessages.map((m) => m.localId).filter(Boolean)), [serverMessages]);
  const shown = useMemo(
    () => [...serverMessages, ...queue.pending.filter((p) => !confirmedLocal.has(p.localId))],
    [confirmedLocal, queue.pending, serverMessages],
  );
  const lastServer = serverMessages[serverMessages.length - 1];
  const platformReply = usePlatformReply(id, conversation.source, serverMessages);
  useMarkRead(id, lastServer, conversation.lastRead?.id);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const a of [...conversation.agent, ...conversation.assignedAgent]) if (a.displayName) map.set(a.id, a.displayName);
    for (const c of conversation.customer) if (c.displayName) map.set(c.id, c.displayName);
    if (me) map.set(me, meName);
    return map;
  }, [conversation.agent, conversation.assignedAgent, conversation.customer, me, meName]);
  const nameOf = useCallback(
    (senderId: string | null, senderType: string) => {
      if (senderType === 'autoMessage') return t`Chat bot`;
      if (senderType === 'system') return t`System`;
      if (senderId && senderId === me) return t`You`;
      if (senderId && names.has(senderId)) return names.get(senderId) ?? '';
      // A customer other than this conversation's wrote it before a merge: not named as this one.
      const own = !senderId || senderId === conversation.customer[0]?.id;
      return senderType === 'customer' ? (own && conversation.customer[0]?.displayName) || t`Customer` : t`Agent`;
    },
    [conversation.customer, me, names, t],
  );

  usePaneShortcuts({
    focusComposer: () => composerRef.current?.focus(),
    toggleStatus: () => {
      if (conversation.status !== 'terminated') void setStatus(conversation.status === 'open' ? 'closed' : 'open');
    },
    assignToMe: () => void assign(conversation, { kind: 'agent', id: me, displayName: meName }),
    toggleHidden: () => void setHidden(id, !conversation.hidden),
  });

  const typistNames = typing.typists.map((u) => names.get(u) ?? t`Customer`);

  const onDelete = async (m: PaneMessage) => {
    history.remove(m.id);
    try {
      await deleteMessage({ variables: { messageId: m.id } });
    } catch {
      history.upsert([m]);
      toast({ kind: 'error', title: t`Update failed` });
    }
  };
  const onCopy = async (m: PaneMessage) => {
    if (!navigator.clipboard) return;
    await navigator.clipboard.writeText(m.meta.content ?? '');
    toast({ kind: 'success', title: t`Copied` });
  };

  return (
    <Layout>
      <Main>
        <PaneHeader
          conversation={conversation}
          online={conversation.online}
          me={me}
          meName={meName}
          internalSide={internalChosen}
          onInternalSide={setInternalChosen}
          onStatus={(s) => void setStatus(s)}
          onSnooze={(until) => void snooze(until)}
          onAssign={(to) => void assign(conversation, to)}
          onLivechat={(on) => void livechat(on)}
          onSearch={() => setDrawer('search')}
          onMedia={() => setDrawer('media')}
          onHidden={(hidden) => void setHidden(id, hidden)}
          onMerge={canMerge ? () => setDrawer('merge') : undefined}
        />
        <MessageList
          messages={shown}
          me={me}
          loading={history.loading}
          hasMore={history.hasMore}
          loadingMore={history.loadingMore}
          onLoadMore={() => void history.loadMore()}
          unreadFromId={unreadFromId}
          customerReadId={customerReadId}
          focusMessageId={focusMessageId}
          nameOf={nameOf}
          onReply={(m) => {
            setReplyTo(m);
            composerRef.current?.focus();
          }}
          onDelete={(m) => void onDelete(m)}
          onCopy={(m) => void onCopy(m)}
          onRetry={queue.retry}
          onUpdated={(m) => history.upsert([m])}
          footer={
            typistNames.length > 0 ? (
              <Typing data-testid="typing-indicator">
                <Dots aria-hidden>
                  <i />
                  <i />
                  <i />
                </Dots>
                {t`${typistNames.join(', ')} is typing…`}
              </Typing>
            ) : null
          }
        />
        {mergedInto && <MergedBanner survivorId={mergedInto} />}
        {conversation.status !== 'terminated' && !mergedInto && platformReply.rules && (
          <PlatformReplyBar
            rules={platformReply.rules}
            provider={platformReply.provider}
            tag={platformReply.tag}
            onTag={platformReply.setTag}
            onTemplate={(template, values) =>
              queue.sendTemplate({
                key: template.key,
                name: template.name,
                description: template.description || undefined,
                displayParams: template.params.map((p, i) => ({ name: p.name, value: values[i] ?? '' })),
              })
            }
          />
        )}
        {conversation.status !== 'terminated' && !mergedInto && (
          <Composer
            picker={(internal) => (
              <>
                <InteractiveInfoPicker conversationId={conversation.id} internal={internal} />
                <CannedRepliesButton />
              </>
            )}
            triggers={triggers}
            focusRef={composerRef}
            internalChosen={internalChosen}
            onInternalChange={setInternalChosen}
            replyTo={replyTo}
            replyName={replyTo ? nameOf(replyTo.senderId, replyTo.senderType) : ''}
            onCancelReply={() => setReplyTo(null)}
            onSendText={(text, internal, extras) => {
              queue.sendText(text, { internal, replyId: replyTo?.id, messageTag: platformReply.messageTag, ...extras });
              setReplyTo(null);
              typing.onSent();
            }}
            onSendFile={(file, internal) => queue.sendFile(file, { internal, replyId: replyTo?.id, messageTag: platformReply.messageTag })}
            onTyping={typing.onInput}
          />
        )}
      </Main>
      <CustomerPanel conversation={conversation} onAddTag={(tag) => void tags.add(tag)} onRemoveTag={(tag) => void tags.remove(tag)} />
      <SearchDrawer
        conversationId={id}
        open={drawer === 'search'}
        onOpenChange={(o) => setDrawer(o ? 'search' : null)}
        onPick={(messageId) => {
          setDrawer(null);
          setParams((p) => {
            const next = new URLSearchParams(p);
            next.set(FOCUS_MESSAGE_PARAM, messageId);
            return next;
          });
        }}
      />
      <MediaDrawer conversationId={id} open={drawer === 'media'} onOpenChange={(o) => setDrawer(o ? 'media' : null)} />
      <MergeDialog conversation={conversation} open={drawer === 'merge'} onOpenChange={(o) => setDrawer(o ? 'merge' : null)} onConfirm={merge} />
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  height: 100%;
  min-height: 0;
`;
const Main = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;
const Center = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  height: 100%;
`;
const Typing = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Dots = styled.span`
  display: inline-flex;
  gap: 3px;
  i {
    width: 5px;
    height: 5px;
    border-radius: 50%;
    background: currentColor;
    animation: blink 1.2s infinite ease-in-out;
  }
  i:nth-child(2) {
    animation-delay: 0.2s;
  }
  i:nth-child(3) {
    animation-delay: 0.4s;
  }
  @keyframes blink {
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
