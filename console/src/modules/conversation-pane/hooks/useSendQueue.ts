import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { ChatMessageFragment } from '../graphql/ChatMessage.fragment';
import { SendMessageMutation } from '../graphql/SendMessage.mutation';
import { isRefusal } from '../../../shared/describeError';
import { sendFileMessage } from '../utils/fileUpload';
import { fileStore } from '../utils/fileStore';
import { FILE_SUBTYPE, MessageType } from '../utils/messageRules';
import { pushContentFor } from '../utils/pushContent';
import { newLocalId, PermanentSendError, SendQueue, type QueuedMessage } from '../utils/sendQueue';
import { toPaneMessage, type MessageMeta, type PaneMessage } from '../utils/types';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface SendOptions {
  internal: boolean;
  replyId?: string;
  /** Facebook conversations outside the response window: the message tag the reply goes with. */
  messageTag?: string;
  /** Agents @mentioned (internal notes only). */
  mentions?: string[];
  /** Canned replies the text was written with: counted by the server for reports. */
  cannedReplies?: string[];
}

export interface SendQueueApi {
  /** Local messages not yet confirmed, as the list shows them. */
  pending: PaneMessage[];
  sendText: (text: string, opts: SendOptions) => void;
  sendFile: (file: File, opts: SendOptions) => void;
  /** A provider template message (meta type 21) with its parameter values. */
  sendTemplate: (template: { key: string; name: string; description?: string; displayParams: { name: string; value: string }[] }) => void;
  retry: (localId: string) => void;
  discard: (localId: string) => void;
  /** A message announced by the server: its local copy is done. */
  confirm: (localId: string) => void;
}

/** The composer's queue for one conversation (utils/sendQueue.ts), wired to GraphQL and the file upload. */
export function useSendQueue(conversationId: string, me: string, onSent: (message: PaneMessage) => void): SendQueueApi {
  const [mutate] = useMutation(SendMessageMutation);
  const [items, setItems] = useState<QueuedMessage[]>([]);
  const previews = useRef(new Map<string, string>());
  const sentRef = useRef(onSent);
  sentRef.current = onSent;

  const queue = useMemo(() => {
    const send = async (item: QueuedMessage): Promise<PaneMessage> => {
      try {
        if (item.kind === 'file') {
          // After a reload the bytes come back from IndexedDB.
          const file = item.file ?? (await fileStore.get(item.localId));
          if (!file) throw new PermanentSendError('The attachment was not kept; attach it again');
          const sent = await sendFileMessage({
            conversationId: item.conversationId,
            localId: item.localId,
            internal: item.internal,
            file,
            replyId: item.replyId,
            messageTag: typeof item.meta.messageTag === 'string' ? item.meta.messageTag : undefined,
          });
          void fileStore.remove(item.localId);
          return sent;
        }
        const pushContent = pushContentFor(item.meta);
        const { data } = await mutate({
          variables: {
            input: {
              conversationId: item.conversationId,
              internal: item.internal,
              localId: item.localId,
              meta: item.meta,
              ...(pushContent ? { pushContent } : {}),
            },
          },
        });
        if (!data) throw new Error('no answer');
        return toPaneMessage(getFragmentData(ChatMessageFragment, data.sendMessage));
      } catch (error) {
        if (isRefusal(error) || (error as { permanent?: boolean }).permanent) throw new PermanentSendError((error as Error).message);
        throw error;
      }
    };
    return new SendQueue({
      conversationId,
      storage: browserStorage(),
      send,
      onChange: setItems,
      onSent: (_item, sent) => sentRef.current(sent as PaneMessage),
    });
  }, [conversationId, mutate]);

  useEffect(() => {
    queue.start();
    return () => queue.dispose();
  }, [queue]);

  const sendText = useCallback(
    (text: string, { internal, replyId, messageTag, mentions, cannedReplies }: SendOptions) => {
      const meta: Record<string, unknown> = { type: MessageType.text, content: text };
      if (replyId) meta.reply = { id: replyId };
      if (internal && mentions?.length) meta.mentions = mentions;
      if (cannedReplies?.length) meta.cannedReplies = cannedReplies;
      if (messageTag && !internal) meta.messageTag = messageTag;
      queue.enqueue({ localId: newLocalId(), kind: 'message', internal, meta, replyId });
    },
    [queue],
  );

  const sendTemplate = useCallback(
    (template: { key: string; name: string; description?: string; displayParams: { name: string; value: string }[] }) => {
      const meta: Record<string, unknown> = { type: MessageType.template, template };
      queue.enqueue({ localId: newLocalId(), kind: 'message', internal: false, meta });
    },
    [queue],
  );

  const sendFile = useCallback(
    (file: File, { internal, replyId, messageTag }: SendOptions) => {
      const localId = newLocalId();
      const image = file.type.startsWith('image/');
      if (image) previews.current.set(localId, URL.createObjectURL(file));
      const meta: Record<string, unknown> = {
        type: MessageType.file,
        subtype: image ? FILE_SUBTYPE.imageWithPreview : FILE_SUBTYPE.file,
        file: { name: file.name, fileSize: file.size, contentType: file.type },
        ...(messageTag && !internal ? { messageTag } : {}),
      };
      void fileStore.put(localId, file);
      queue.enqueue({ localId, kind: 'file', internal, meta, file, replyId });
    },
    [queue],
  );

  const pending = useMemo(
    () =>
      items.map((item): PaneMessage => ({
        id: item.localId,
        localId: item.localId,
        conversationId: item.conversationId,
        seq: Number.MAX_SAFE_INTEGER,
        timestamp: item.createdAt,
        senderId: me,
        senderType: 'agent',
        dataType: 51,
        internal: item.internal,
        pushContent: pushContentFor(item.meta) ?? null,
        meta: item.meta as unknown as MessageMeta,
        sendState: item.status,
        version: 0,
        localPreview: previews.current.get(item.localId),
      })),
    [items, me],
  );

  return {
    pending,
    sendText,
    sendFile,
    sendTemplate,
    retry: useCallback((id: string) => queue.retry(id), [queue]),
    discard: useCallback(
      (id: string) => {
        queue.discard(id);
        void fileStore.remove(id);
      },
      [queue],
    ),
    confirm: useCallback((id: string) => queue.confirm(id), [queue]),
  };
}
