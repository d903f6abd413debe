import { fieldValueProblem, type ApplicationView } from '@parley/protocol';
import { nobodyAnswersLive } from './live-answer';

/** How many conversations' "No thanks" a visitor's storage keeps: the newest count, older ones may ask again. */
export const DISMISSED_KEPT = 50;

export interface AwayEmailFacts {
  app: Pick<ApplicationView, 'askEmailWhenAway' | 'agentOnline' | 'officeHourOpen'> | undefined;
  /** The visitor's email on the customer, if any. */
  email: string | null | undefined;
  messages: readonly { senderType: string }[] | undefined;
  /** The visitor said "No thanks" in this conversation. */
  dismissed: boolean;
}

/**
 * Issue 54: ask for an email when nobody may answer live (no agent online, or outside office
 * hours), once the visitor has asked something in this conversation, unless the customer has an
 * email already, the workspace turned it off, or the visitor declined here. A server that does not
 * say (an older one) is taken at the defaults: asking on, agents reachable.
 */
export function shouldAskEmail({ app, email, messages, dismissed }: AwayEmailFacts): boolean {
  if (!app || app.askEmailWhenAway === false || dismissed) return false;
  if (email?.trim()) return false;
  return nobodyAnswersLive(app) && (messages ?? []).some((m) => m.senderType === 'customer');
}

/** Spec §5's email rule (the same @parley/protocol check custom fields use), and an empty box is no email either. */
export function emailProblem(raw: string): 'PleaseEnterAValidEmail' | null {
  const value = raw.trim();
  if (!value) return 'PleaseEnterAValidEmail';
  return fieldValueProblem('email', value) ? 'PleaseEnterAValidEmail' : null;
}

/** The conversations declined, with this one added last; the oldest go past DISMISSED_KEPT. */
export function withDismissed(list: readonly string[] | undefined, conversationId: string): string[] {
  const next = (Array.isArray(list) ? list : []).filter((id) => typeof id === 'string' && id !== conversationId);
  next.push(conversationId);
  return next.slice(-DISMISSED_KEPT);
}
