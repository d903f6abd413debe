import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { MarkReadMutation } from '../graphql/MarkRead.mutation';
import type { PaneMessage } from '../utils/types';

/** Reading the last message sets lastRead and tells the others (spec §4). */
export function useMarkRead(conversationId: string, lastMessage: PaneMessage | undefined, lastReadId: string | null | undefined): void {
  const [mutate] = useMutation(MarkReadMutation);
  const client = useApolloClient();
  const sent = useRef<string | null>(null);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!visible) return;
    if (!lastMessage || lastMessage.sendState || lastMessage.id === lastReadId || sent.current === lastMessage.id) return;
    sent.current = lastMessage.id;
    const id = client.cache.identify({ __typename: 'Conversation', id: conversationId });
    client.cache.modify({ id, fields: { lastRead: () => ({ __typename: 'IdRef', id: lastMessage.id }), unread: () => false } });
    mutate({ variables: { conversationId, messageId: lastMessage.id } }).catch(() => {
      sent.current = null;
    });
  }, [client, conversationId, lastMessage, lastReadId, mutate, visible]);
}
