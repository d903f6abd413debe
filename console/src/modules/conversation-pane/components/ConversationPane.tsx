import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { MessagesSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { EmptyState } from '../../../ui/EmptyState';
import { ConversationPaneFragment } from '../graphql/ConversationPane.fragment';
import { ConversationPaneQuery } from '../graphql/ConversationPane.query';
import { usePaneController } from '../hooks/usePaneController';
import { usePaneErased } from '../hooks/usePaneErased';
import type { PaneConversation } from '../utils/types';
import { CannedRepliesButton } from './CannedRepliesButton';
import { Composer } from './Composer';
import { PlatformReplyBar } from './PlatformReplyBar';
import { InteractiveInfoPicker } from './InteractiveInfoPicker';
import { CustomerPanel } from './CustomerPanel';
import { MediaDrawer } from './MediaDrawer';
import { MergeDialog } from './MergeDialog';
import { MergedBanner } from './MergedBanner';
import { MessageList } from './MessageList';
import { PaneHeader } from './PaneHeader';
import { Center, PaneLoader } from './PaneLoader';
import { SearchDrawer } from './SearchDrawer';

// The inbox imports it from here (useInboxRoute); it lives in utils so the pane's hooks read it without importing this file.

/** The conversation pane of the inbox (spec §2): header, messages, composer, drawers and customer panel. */
export function ConversationPane({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(ConversationPaneQuery, { variables: { id: conversationId } });
  const conversation = getFragmentData(ConversationPaneFragment, data?.conversation);
  const erased = usePaneErased(conversationId);

  // Before the load states: the inbox drops the erased conversation from the cache, and the pane's
  // query, asking again, would only say it could not be opened.
  if (erased) {
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
    return <PaneLoader />;
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
  return <LoadedPane key={conversationId} conversation={conversation} refetch={refetch} />;
}

function LoadedPane({ conversation, refetch }: { conversation: PaneConversation; refetch: () => Promise<unknown> }) {
  const { t } = useLingui();
  const pane = usePaneController(conversation, refetch);
  const { history, actions, platformReply, composer, typistNames } = pane;
  const windowHours = platformReply.rules?.responseWindowHours ?? 0;
  const [drawer, setDrawer] = useState<'search' | 'media' | 'merge' | null>(null);
  const id = conversation.id;
  const mergedInto = conversation.mergedInto?.id ?? null;

  return (
    <Layout>
      <Main>
        <PaneHeader
          conversation={conversation}
          online={conversation.online}
          me={pane.me}
          meName={pane.meName}
          internalSide={composer.internalChosen}
          onInternalSide={composer.onInternalChange}
          onStatus={(s) => void actions.setStatus(s)}
          onSnooze={(until) => void actions.snooze(until)}
          onAssign={(to) => void actions.assign(conversation, to)}
          onLivechat={(on) => void actions.livechat(on)}
          onSearch={() => setDrawer('search')}
          onMedia={() => setDrawer('media')}
          onHidden={(hidden) => void actions.setHidden(id, hidden)}
          onMerge={actions.canMerge ? () => setDrawer('merge') : undefined}
        />
        <MessageList
          messages={pane.shown}
          me={pane.me}
          loading={history.loading}
          hasMore={history.hasMore}
          loadingMore={history.loadingMore}
          onLoadMore={() => void history.loadMore()}
          unreadFromId={pane.unreadFromId}
          customerReadId={pane.customerReadId}
          focusMessageId={pane.focusMessageId}
          nameOf={pane.nameOf}
          onReply={pane.reply}
          onDelete={(m) => void actions.onDelete(m)}
          onCopy={(m) => void actions.onCopy(m)}
          onRetry={pane.retry}
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
            onTemplate={pane.sendTemplate}
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
            triggers={pane.triggers}
            focusRef={composer.focusRef}
            internalChosen={composer.internalChosen}
            onInternalChange={composer.onInternalChange}
            replyTo={composer.replyTo}
            replyName={composer.replyName}
            onCancelReply={composer.onCancelReply}
            onSendText={composer.onSendText}
            onSendFile={composer.onSendFile}
            onTyping={composer.onTyping}
            customerReplyClosed={
              platformReply.closed === 'templateOnly'
                ? t`The ${windowHours}-hour response window has closed: only a template can reach the customer. Pick one above.`
                : platformReply.closed === 'tagNeeded'
                  ? t`The ${windowHours}-hour response window has closed and this page offers no message tag: Messenger takes no reply now.`
                  : null
            }
          />
        )}
      </Main>
      <CustomerPanel conversation={conversation} onAddTag={(tag) => void actions.tags.add(tag)} onRemoveTag={(tag) => void actions.tags.remove(tag)} />
      <SearchDrawer
        conversationId={id}
        open={drawer === 'search'}
        onOpenChange={(o) => setDrawer(o ? 'search' : null)}
        onPick={(messageId) => {
          setDrawer(null);
          pane.focusMessage(messageId);
        }}
      />
      <MediaDrawer conversationId={id} open={drawer === 'media'} onOpenChange={(o) => setDrawer(o ? 'media' : null)} />
      <MergeDialog conversation={conversation} open={drawer === 'merge'} onOpenChange={(o) => setDrawer(o ? 'merge' : null)} onConfirm={actions.merge} />
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
