import { graphql } from '../../../__generated__';

export const ChatMessageFragment = graphql(`
  fragment ChatMessage_message on Message {
    id
    localId
    conversationId
    seq
    timestamp
    senderId
    senderType
    dataType
    internal
    pushContent
    meta
    version
  }
`);
