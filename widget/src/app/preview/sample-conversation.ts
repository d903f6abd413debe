import type { ApplicationView } from '@parley/protocol';
import type { Conversation, Message } from '../api/types';
import { PREVIEW_CONVERSATION_ID } from './preview-protocol';

export interface SampleTexts {
  greeting: string;
  question: string;
  answer: string;
}

/** A short conversation with the workspace's first agent, for the preview's conversation screen and list. */
export function sampleConversation(app: ApplicationView, texts: SampleTexts): { conversation: Conversation; messages: Message[] } {
  const agentId = app.agents[0]?.userId ?? 'preview-agent';
  const now = app.serverTime || Date.now();
  const at = (minutesAgo: number) => now - minutesAgo * 60_000;
  const message = (seq: number, senderType: 'agent' | 'customer', content: string, minutesAgo: number): Message => ({
    id: `preview-${seq}`,
    localId: null,
    conversationId: PREVIEW_CONVERSATION_ID,
    version: seq,
    seq,
    timestamp: at(minutesAgo),
    senderId: senderType === 'agent' ? agentId : 'preview-visitor',
    senderType,
    internal: false,
    meta: { type: 1, content },
  });
  const messages = [message(1, 'agent', texts.greeting, 6), message(2, 'customer', texts.question, 4), message(3, 'agent', texts.answer, 2)];
  const last = messages[messages.length - 1]!;
  const conversation: Conversation = {
    id: PREVIEW_CONVERSATION_ID,
    name: '',
    generatedName: false,
    status: 'open' as Conversation['status'],
    unread: false,
    orderTimestamp: last.timestamp,
    lastUpdateTimestamp: last.timestamp,
    assignedAgent: [{ id: agentId }],
    agent: [{ id: agentId }],
    lastRead: null,
    mergedInto: null,
    customerRating: null,
    lastMessage: { id: last.id, seq: last.seq, senderType: 'agent', type: 1, text: texts.answer, timestamp: last.timestamp },
  };
  return { conversation, messages };
}
