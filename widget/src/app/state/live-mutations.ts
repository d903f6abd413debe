import type { ApolloClient } from '@apollo/client';
import {
  WidgetAnswerInlineInputMutation,
  WidgetMarkReadMutation,
  WidgetRateMutation,
  WidgetStartConversationMutation,
  WidgetTypingMutation,
} from '../api/graphql/mutations';
import { WidgetMessagesQuery } from '../api/graphql/queries';
import type { Conversation } from '../api/types';
import type { LiveHost } from './live-host';
import { listConversation, PAGE } from './live-cache';

/** What the visitor does besides sending: start a conversation, rate, answer a form, type, read. */
export class LiveMutations {
  private readonly readSent: Record<string, string> = {};

  constructor(
    private readonly apollo: ApolloClient,
    private readonly host: LiveHost,
  ) {}

  async startConversation(): Promise<Conversation> {
    const { data } = await this.apollo.mutate({
      mutation: WidgetStartConversationMutation,
      update: (cache, { data: answer }) => {
        if (!answer) return;
        listConversation(cache, answer.createConversation.id);
        cache.writeQuery({
          query: WidgetMessagesQuery,
          variables: { conversationId: answer.createConversation.id, size: PAGE },
          data: { messages: { messages: [] } },
        });
      },
    });
    if (!data) throw new Error('No conversation');
    this.host.set({ hasOlder: { ...this.host.getSnapshot().hasOlder, [data.createConversation.id]: false } });
    return data.createConversation;
  }

  async rate(conversationId: string, score: number, comment?: string): Promise<void> {
    await this.apollo.mutate({ mutation: WidgetRateMutation, variables: { conversationId, score, comment: comment || null } });
  }

  async answerInlineInput(messageId: string, inputId: string, value: string): Promise<void> {
    await this.apollo.mutate({ mutation: WidgetAnswerInlineInputMutation, variables: { messageId, inputId, value } });
  }

  typing(conversationId: string, active: boolean): void {
    // Stale news once the connection is back: only sent while connected.
    if (this.host.getSnapshot().connection !== 'online') return;
    this.apollo.mutate({ mutation: WidgetTypingMutation, variables: { conversationId, status: active ? 1 : 0, time: 3000 } }).catch(() => undefined);
  }

  markRead(id: string): void {
    const data = this.host.getSnapshot();
    if (data.unread[id]) {
      const unread = { ...data.unread };
      delete unread[id];
      this.host.set({ unread });
    }
    const last = [...(data.messages[id] ?? [])].reverse().find((m) => m.senderType !== 'customer' && !m.pending);
    if (!last || this.readSent[id] === last.id) return;
    this.readSent[id] = last.id;
    this.apollo.mutate({ mutation: WidgetMarkReadMutation, variables: { conversationId: id, messageId: last.id } }).catch(() => undefined);
  }
}
