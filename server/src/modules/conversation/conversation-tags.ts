import { invalid, msg } from '../../common/errors';
import { teamsForTags } from '../setting/tag-rules';
import type { ConversationChange } from './conversation-change';
import { addAssignments } from './conversation-refs';

const MAX_TAG = 100;
const MAX_TAGS = 100;

/** Trimmed, non-empty, without duplicates; at most 50 at a time. */
export function cleanTags(tags: readonly string[]): string[] {
  const out = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (out.length === 0) throw invalid('common.pleaseInputATag', { tag: 'required' });
  if (out.length > 50) throw invalid('conversation.atMost50Tags', { tag: 'tooMany' });
  if (out.some((t) => t.length > MAX_TAG)) throw invalid(msg('common.aTagIsAtMostCharacters', { max: MAX_TAG }), { tag: 'tooLong' });
  return out;
}

/**
 * Puts tags on a conversation inside its change. Every way a tag lands (an agent, the API, an
 * automation) comes here, so the tag rules (setting/tag-rules.ts) always follow: the teams of the
 * new tags' rules are assigned in the same change, with its system notice, conversation.updated
 * and counters.
 */
export async function addTags(c: ConversationChange, tags: readonly string[]): Promise<void> {
  const added = tags.filter((t) => !c.row.tags.includes(t));
  if (added.length === 0) return;
  const next = [...c.row.tags, ...added];
  if (next.length > MAX_TAGS) throw invalid(msg('conversation.aConversationHasAtMostTags', { max: MAX_TAGS }), { tag: 'tooMany' });
  c.set('tags', next, 'tags');
  const teams = await teamsForTags(c.m, c.workspaceId, added);
  const teamsIn = await addAssignments(c.m, 'team', { workspaceId: c.workspaceId, conversationId: c.row.id, ids: teams });
  if (teamsIn.length === 0) return;
  // A team given by a tag rule takes the conversation into its automatic assignment (modules/assignment).
  c.queue.wait(teamsIn);
  c.notice({ action: 'assign', agents: [], teams: teamsIn }, 'Assigned');
  c.changed('team');
  c.readersChanged();
  c.countsChanged();
}

export function removeTags(c: ConversationChange, tags: readonly string[]): void {
  const next = c.row.tags.filter((t) => !tags.includes(t));
  if (next.length !== c.row.tags.length) c.set('tags', next, 'tags');
}
