import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ReplyRulesQuery } from '../graphql/ReplyRules.query';
import type { PaneMessage } from '../utils/types';

/**
 * A platform conversation's reply rules (the page or channel, its window now, the tags or templates it offers) and the tag
 * the agent chose for replies outside the window; read again when the customer writes (the window
 * reopens). Nothing for web and API conversations.
 */
export function usePlatformReply(conversationId: string, source: string, messages: readonly PaneMessage[]) {
  const platform = source === 'facebook' || source === 'whatsapp' || source === 'sanuker';
  const query = useQuery(ReplyRulesQuery, { variables: { conversationId }, skip: !platform, fetchPolicy: 'cache-and-network' });
  const lastFromCustomer = [...messages].reverse().find((m) => m.senderType === 'customer')?.id;
  const { refetch } = query;
  useEffect(() => {
    if (platform && lastFromCustomer) void refetch().catch(() => undefined);
  }, [platform, lastFromCustomer, refetch]);
  const rules = platform ? (query.data?.replyRules ?? null) : null;
  const [tag, setTag] = useState('');
  const offered = rules?.messageTags ?? [];
  const chosen = offered.some((m) => m.tag === tag) ? tag : (offered[0]?.tag ?? '');
  const provider = source !== 'facebook';
  const messageTag = rules && !provider && !rules.windowOpen ? chosen || undefined : undefined;
  // Outside the window the platform takes no plain reply: a provider only templates, Messenger only tagged replies (issue 50.7).
  const closed: 'templateOnly' | 'tagNeeded' | null = !rules || rules.windowOpen ? null : provider ? 'templateOnly' : messageTag ? null : 'tagNeeded';
  return { rules, provider, tag: chosen, setTag, messageTag, closed };
}
