import { invalid } from '../../common/errors';

/**
 * workspace_setting key: whether an agent's reply to a conversation nobody is assigned takes it
 * (modules/conversation assignOnReply). On unless a manager turned it off, so a new team's first
 * visitor is answered and owned without any configuration.
 */
export const ASSIGN_ON_REPLY_KEY = 'assignOnReply';

/** What a client sent: a boolean, else a 400 naming the field. */
export function parseAssignOnReply(value: unknown): boolean {
  if (typeof value !== 'boolean') throw invalid('setting.assignOnReplyIsABoolean', { assignOnReply: 'invalid' });
  return value;
}

/** The stored value; anything but `false` is on. */
export const storedAssignOnReply = (value: unknown): boolean => value !== false;
