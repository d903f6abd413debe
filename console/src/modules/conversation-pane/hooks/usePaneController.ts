import { useMemo, useRef, useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import type { ComposedExtras } from '../components/Composer';
import type { PickableTemplate } from '../components/TemplatePicker';
import type { PaneConversation, PaneMessage } from '../utils/types';
import { useComposerTriggers } from './useComposerTriggers';
import { useConversationMessages } from './useConversationMessages';
import { usePaneActions } from './usePaneActions';
import { usePaneFocusMessage } from './usePaneFocusMessage';
import { usePaneLiveEvents } from './usePaneLiveEvents';
import { usePaneNames } from './usePaneNames';
import { usePaneReadMarks } from './usePaneReadMarks';
import { usePaneShortcuts } from './usePaneShortcuts';
import { usePlatformReply } from './usePlatformReply';
import { useSendQueue } from './useSendQueue';
import { useTyping } from './useTyping';

/**
 * Everything a loaded conversation pane shows and does, for ConversationPane's layout: the history
 * with this client's unsent messages after it, its live events, read marks, names, the composer's
 * state and sends, the conversation's actions and the keyboard shortcuts. The hooks with effects are
 * called in the order they had in the pane, so those effects (the realtime subscriptions among them:
 * the hub calls its listeners in the order they subscribed) still run in that order.
 */
export function usePaneController(conversation: PaneConversation, refetch: () => Promise<unknown>) {
  const { user } = useSession();
  const me = user?.userId ?? '';
  const meName = user?.displayName ?? '';
  const id = conversation.id;

  const history = useConversationMessages(id);
  const [internalChosen, setInternalChosen] = useState(false);
  const [replyTo, setReplyTo] = useState<PaneMessage | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const queue = useSendQueue(id, me, (m) => history.upsert([m]));
  const typing = useTyping(id, internalChosen || Boolean(replyTo?.internal));
  const actions = usePaneActions(id, history, user?.permissions);
  const triggers = useComposerTriggers(conversation.customer[0]?.id ?? null);
  const { customerReadId } = usePaneLiveEvents(id, { history, queue, typing, refetch });
  const { focusMessageId, focusMessage } = usePaneFocusMessage(history);

  const serverMessages = history.messages;
  const confirmedLocal = useMemo(() => new Set(serverMessages.map((m) => m.localId).filter(Boolean)), [serverMessages]);
  const shown = useMemo(
    () => [...serverMessages, ...queue.pending.filter((p) => !confirmedLocal.has(p.localId))],
    [confirmedLocal, queue.pending, serverMessages],
  );
  const platformReply = usePlatformReply(id, conversation.source, serverMessages);
  const { unreadFromId } = usePaneReadMarks(conversation, serverMessages, me);
  const { nameOf, typistNames } = usePaneNames(conversation, me, meName, typing.typists);

  const { setStatus, assign, setHidden } = actions;
  usePaneShortcuts({
    focusComposer: () => composerRef.current?.focus(),
    toggleStatus: () => {
      if (conversation.status !== 'terminated') void setStatus(conversation.status === 'open' ? 'closed' : 'open');
    },
    assignToMe: () => void assign(conversation, { kind: 'agent', id: me, displayName: meName }),
    toggleHidden: () => void setHidden(id, !conversation.hidden),
  });

  const composer = {
    focusRef: composerRef,
    internalChosen,
    onInternalChange: setInternalChosen,
    replyTo,
    replyName: replyTo ? nameOf(replyTo.senderId, replyTo.senderType, replyTo.meta.senderName) : '',
    onCancelReply: () => setReplyTo(null),
    onSendText: (text: string, internal: boolean, extras: ComposedExtras) => {
      queue.sendText(text, { internal, replyId: replyTo?.id, messageTag: platformReply.messageTag, ...extras });
      setReplyTo(null);
      typing.onSent();
    },
    onSendFile: (file: File, internal: boolean) => queue.sendFile(file, { internal, replyId: replyTo?.id, messageTag: platformReply.messageTag }),
    onTyping: typing.onInput,
  };
  const reply = (m: PaneMessage) => {
    setReplyTo(m);
    composerRef.current?.focus();
  };
  const sendTemplate = (template: PickableTemplate, values: string[]) =>
    queue.sendTemplate({
      key: template.key,
      name: template.name,
      description: template.description || undefined,
      displayParams: template.params.map((p, i) => ({ name: p.name, value: values[i] ?? '' })),
    });

  return {
    me,
    meName,
    history,
    shown,
    retry: queue.retry,
    unreadFromId,
    customerReadId,
    focusMessageId,
    focusMessage,
    nameOf,
    typistNames,
    actions,
    triggers,
    platformReply,
    sendTemplate,
    composer,
    reply,
  };
}
