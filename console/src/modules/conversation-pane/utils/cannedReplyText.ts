import { contentIn, fillVariables, type CannedReplyContent } from '@parley/protocol';

export interface CannedReplyContext {
  customer: { displayName?: string | null; email?: string | null } | null;
  agent: { displayName?: string | null; email?: string | null } | null;
  /** The console's language: the reply is inserted in it when it has that language. */
  lang: string;
}

/** What a canned reply inserts in this conversation: its text in the console's language, variables filled. */
export function cannedReplyText(content: CannedReplyContent, ctx: CannedReplyContext): string {
  return fillVariables(contentIn(content, ctx.lang), {
    'customer.displayName': ctx.customer?.displayName,
    'customer.email': ctx.customer?.email,
    'agent.displayName': ctx.agent?.displayName,
    'agent.email': ctx.agent?.email,
  });
}
