/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment WidgetConversationFields on Conversation {\n    id\n    name\n    generatedName\n    status\n    unread\n    orderTimestamp\n    lastUpdateTimestamp\n    assignedAgent {\n      id\n    }\n    agent {\n      id\n    }\n    lastRead {\n      id\n    }\n    mergedInto {\n      id\n    }\n    customerRating {\n      score\n      comment\n    }\n    lastMessage {\n      id\n      seq\n      senderType\n      type\n      text\n      timestamp\n    }\n  }\n": typeof types.WidgetConversationFieldsFragmentDoc,
    "\n  fragment WidgetMessageFields on Message {\n    id\n    localId\n    conversationId\n    seq\n    version\n    timestamp\n    senderId\n    senderType\n    internal\n    meta\n  }\n": typeof types.WidgetMessageFieldsFragmentDoc,
    "\n  mutation WidgetSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...WidgetMessageFields\n    }\n  }\n": typeof types.WidgetSendMessageDocument,
    "\n  mutation WidgetStartConversation {\n    createConversation(input: {}) {\n      ...WidgetConversationFields\n    }\n  }\n": typeof types.WidgetStartConversationDocument,
    "\n  mutation WidgetRate($conversationId: ID!, $score: Int!, $comment: String) {\n    rateConversation(conversationId: $conversationId, score: $score, comment: $comment) {\n      ...WidgetConversationFields\n    }\n  }\n": typeof types.WidgetRateDocument,
    "\n  mutation WidgetAnswerInlineInput($messageId: ID!, $inputId: String!, $value: String!) {\n    answerInlineInput(messageId: $messageId, inputId: $inputId, value: $value) {\n      ...WidgetMessageFields\n    }\n  }\n": typeof types.WidgetAnswerInlineInputDocument,
    "\n  mutation WidgetMarkRead($conversationId: ID!, $messageId: ID!) {\n    markRead(conversationId: $conversationId, messageId: $messageId) {\n      __typename\n    }\n  }\n": typeof types.WidgetMarkReadDocument,
    "\n  mutation WidgetTyping($conversationId: ID!, $status: Int!, $time: Int) {\n    sendTyping(conversationId: $conversationId, status: $status, time: $time)\n  }\n": typeof types.WidgetTypingDocument,
    "\n  query WidgetConversations($size: Int!, $beforeTimestamp: Float) {\n    conversations(filter: { status: all, size: $size, beforeTimestamp: $beforeTimestamp }) {\n      ...WidgetConversationFields\n    }\n  }\n": typeof types.WidgetConversationsDocument,
    "\n  query WidgetConversation($id: ID!) {\n    conversation(id: $id) {\n      ...WidgetConversationFields\n    }\n  }\n": typeof types.WidgetConversationDocument,
    "\n  query WidgetMessages($conversationId: ID!, $size: Int!, $beforeId: String) {\n    messages(conversationId: $conversationId, size: $size, beforeId: $beforeId) {\n      messages {\n        ...WidgetMessageFields\n      }\n    }\n  }\n": typeof types.WidgetMessagesDocument,
    "\n  query WidgetUpdates($cursor: Float, $size: Int) {\n    updatesSince(cursor: $cursor, size: $size) {\n      cursor\n      hasMore\n      reset\n      updates {\n        cursor\n        event\n        conversationId\n        messageId\n        conversation {\n          ...WidgetConversationFields\n        }\n        message {\n          ...WidgetMessageFields\n        }\n      }\n    }\n  }\n": typeof types.WidgetUpdatesDocument,
    "\n  subscription WidgetEvents {\n    events {\n      id\n      type\n      cursor\n      change\n      payload\n    }\n  }\n": typeof types.WidgetEventsDocument,
};
const documents: Documents = {
    "\n  fragment WidgetConversationFields on Conversation {\n    id\n    name\n    generatedName\n    status\n    unread\n    orderTimestamp\n    lastUpdateTimestamp\n    assignedAgent {\n      id\n    }\n    agent {\n      id\n    }\n    lastRead {\n      id\n    }\n    mergedInto {\n      id\n    }\n    customerRating {\n      score\n      comment\n    }\n    lastMessage {\n      id\n      seq\n      senderType\n      type\n      text\n      timestamp\n    }\n  }\n": types.WidgetConversationFieldsFragmentDoc,
    "\n  fragment WidgetMessageFields on Message {\n    id\n    localId\n    conversationId\n    seq\n    version\n    timestamp\n    senderId\n    senderType\n    internal\n    meta\n  }\n": types.WidgetMessageFieldsFragmentDoc,
    "\n  mutation WidgetSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...WidgetMessageFields\n    }\n  }\n": types.WidgetSendMessageDocument,
    "\n  mutation WidgetStartConversation {\n    createConversation(input: {}) {\n      ...WidgetConversationFields\n    }\n  }\n": types.WidgetStartConversationDocument,
    "\n  mutation WidgetRate($conversationId: ID!, $score: Int!, $comment: String) {\n    rateConversation(conversationId: $conversationId, score: $score, comment: $comment) {\n      ...WidgetConversationFields\n    }\n  }\n": types.WidgetRateDocument,
    "\n  mutation WidgetAnswerInlineInput($messageId: ID!, $inputId: String!, $value: String!) {\n    answerInlineInput(messageId: $messageId, inputId: $inputId, value: $value) {\n      ...WidgetMessageFields\n    }\n  }\n": types.WidgetAnswerInlineInputDocument,
    "\n  mutation WidgetMarkRead($conversationId: ID!, $messageId: ID!) {\n    markRead(conversationId: $conversationId, messageId: $messageId) {\n      __typename\n    }\n  }\n": types.WidgetMarkReadDocument,
    "\n  mutation WidgetTyping($conversationId: ID!, $status: Int!, $time: Int) {\n    sendTyping(conversationId: $conversationId, status: $status, time: $time)\n  }\n": types.WidgetTypingDocument,
    "\n  query WidgetConversations($size: Int!, $beforeTimestamp: Float) {\n    conversations(filter: { status: all, size: $size, beforeTimestamp: $beforeTimestamp }) {\n      ...WidgetConversationFields\n    }\n  }\n": types.WidgetConversationsDocument,
    "\n  query WidgetConversation($id: ID!) {\n    conversation(id: $id) {\n      ...WidgetConversationFields\n    }\n  }\n": types.WidgetConversationDocument,
    "\n  query WidgetMessages($conversationId: ID!, $size: Int!, $beforeId: String) {\n    messages(conversationId: $conversationId, size: $size, beforeId: $beforeId) {\n      messages {\n        ...WidgetMessageFields\n      }\n    }\n  }\n": types.WidgetMessagesDocument,
    "\n  query WidgetUpdates($cursor: Float, $size: Int) {\n    updatesSince(cursor: $cursor, size: $size) {\n      cursor\n      hasMore\n      reset\n      updates {\n        cursor\n        event\n        conversationId\n        messageId\n        conversation {\n          ...WidgetConversationFields\n        }\n        message {\n          ...WidgetMessageFields\n        }\n      }\n    }\n  }\n": types.WidgetUpdatesDocument,
    "\n  subscription WidgetEvents {\n    events {\n      id\n      type\n      cursor\n      change\n      payload\n    }\n  }\n": types.WidgetEventsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WidgetConversationFields on Conversation {\n    id\n    name\n    generatedName\n    status\n    unread\n    orderTimestamp\n    lastUpdateTimestamp\n    assignedAgent {\n      id\n    }\n    agent {\n      id\n    }\n    lastRead {\n      id\n    }\n    mergedInto {\n      id\n    }\n    customerRating {\n      score\n      comment\n    }\n    lastMessage {\n      id\n      seq\n      senderType\n      type\n      text\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  fragment WidgetConversationFields on Conversation {\n    id\n    name\n    generatedName\n    status\n    unread\n    orderTimestamp\n    lastUpdateTimestamp\n    assignedAgent {\n      id\n    }\n    agent {\n      id\n    }\n    lastRead {\n      id\n    }\n    mergedInto {\n      id\n    }\n    customerRating {\n      score\n      comment\n    }\n    lastMessage {\n      id\n      seq\n      senderType\n      type\n      text\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WidgetMessageFields on Message {\n    id\n    localId\n    conversationId\n    seq\n    version\n    timestamp\n    senderId\n    senderType\n    internal\n    meta\n  }\n"): (typeof documents)["\n  fragment WidgetMessageFields on Message {\n    id\n    localId\n    conversationId\n    seq\n    version\n    timestamp\n    senderId\n    senderType\n    internal\n    meta\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WidgetSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...WidgetMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation WidgetSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...WidgetMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WidgetStartConversation {\n    createConversation(input: {}) {\n      ...WidgetConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation WidgetStartConversation {\n    createConversation(input: {}) {\n      ...WidgetConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WidgetRate($conversationId: ID!, $score: Int!, $comment: String) {\n    rateConversation(conversationId: $conversationId, score: $score, comment: $comment) {\n      ...WidgetConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation WidgetRate($conversationId: ID!, $score: Int!, $comment: String) {\n    rateConversation(conversationId: $conversationId, score: $score, comment: $comment) {\n      ...WidgetConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WidgetAnswerInlineInput($messageId: ID!, $inputId: String!, $value: String!) {\n    answerInlineInput(messageId: $messageId, inputId: $inputId, value: $value) {\n      ...WidgetMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation WidgetAnswerInlineInput($messageId: ID!, $inputId: String!, $value: String!) {\n    answerInlineInput(messageId: $messageId, inputId: $inputId, value: $value) {\n      ...WidgetMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WidgetMarkRead($conversationId: ID!, $messageId: ID!) {\n    markRead(conversationId: $conversationId, messageId: $messageId) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation WidgetMarkRead($conversationId: ID!, $messageId: ID!) {\n    markRead(conversationId: $conversationId, messageId: $messageId) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WidgetTyping($conversationId: ID!, $status: Int!, $time: Int) {\n    sendTyping(conversationId: $conversationId, status: $status, time: $time)\n  }\n"): (typeof documents)["\n  mutation WidgetTyping($conversationId: ID!, $status: Int!, $time: Int) {\n    sendTyping(conversationId: $conversationId, status: $status, time: $time)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetConversations($size: Int!, $beforeTimestamp: Float) {\n    conversations(filter: { status: all, size: $size, beforeTimestamp: $beforeTimestamp }) {\n      ...WidgetConversationFields\n    }\n  }\n"): (typeof documents)["\n  query WidgetConversations($size: Int!, $beforeTimestamp: Float) {\n    conversations(filter: { status: all, size: $size, beforeTimestamp: $beforeTimestamp }) {\n      ...WidgetConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetConversation($id: ID!) {\n    conversation(id: $id) {\n      ...WidgetConversationFields\n    }\n  }\n"): (typeof documents)["\n  query WidgetConversation($id: ID!) {\n    conversation(id: $id) {\n      ...WidgetConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetMessages($conversationId: ID!, $size: Int!, $beforeId: String) {\n    messages(conversationId: $conversationId, size: $size, beforeId: $beforeId) {\n      messages {\n        ...WidgetMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WidgetMessages($conversationId: ID!, $size: Int!, $beforeId: String) {\n    messages(conversationId: $conversationId, size: $size, beforeId: $beforeId) {\n      messages {\n        ...WidgetMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetUpdates($cursor: Float, $size: Int) {\n    updatesSince(cursor: $cursor, size: $size) {\n      cursor\n      hasMore\n      reset\n      updates {\n        cursor\n        event\n        conversationId\n        messageId\n        conversation {\n          ...WidgetConversationFields\n        }\n        message {\n          ...WidgetMessageFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WidgetUpdates($cursor: Float, $size: Int) {\n    updatesSince(cursor: $cursor, size: $size) {\n      cursor\n      hasMore\n      reset\n      updates {\n        cursor\n        event\n        conversationId\n        messageId\n        conversation {\n          ...WidgetConversationFields\n        }\n        message {\n          ...WidgetMessageFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WidgetEvents {\n    events {\n      id\n      type\n      cursor\n      change\n      payload\n    }\n  }\n"): (typeof documents)["\n  subscription WidgetEvents {\n    events {\n      id\n      type\n      cursor\n      change\n      payload\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;