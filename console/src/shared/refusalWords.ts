import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';

/**
 * The console's own words for the refusals a person meets most, by the server's reason (REST
 * `error.reason`, GraphQL `extensions.reason`): they read as the console speaks, not as an API does.
 * Any other reason shows the server's message, which comes in the interface's language too.
 */
const OWN_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'session.badLogin': msg`Incorrect email or password`,
  'auth.signIn': msg`Your session has ended. Please sign in again.`,
  'auth.forbidden': msg`You do not have permission to do this`,
  'auth.needsPermission': msg`You do not have permission to do this`,
  'auth.needsOneOfPermissions': msg`You do not have permission to do this`,
  'conversation.notFound': msg`This conversation no longer exists`,
  'customer.notFound': msg`This customer no longer exists`,
  'agent.notFound': msg`This agent no longer exists`,
  'team.notFound': msg`This team no longer exists`,
  'message.notFound': msg`This message no longer exists`,
};

/** What to tell the person about a refusal: the console's words for its reason, else the server's message. */
export function refusalWords(reason: unknown, serverMessage: string): string {
  const own = typeof reason === 'string' && Object.prototype.hasOwnProperty.call(OWN_WORDS, reason) ? OWN_WORDS[reason] : undefined;
  return own ? i18n._(own) : serverMessage;
}
