import { invalid, msg } from '../../common/errors';
import { MAX_TAG_LENGTH } from '../tag/tag.service';

/** Tags one agent carries: a short list of labels (skills, languages, shifts), not a data set. */
export const MAX_AGENT_TAGS = 50;

/**
 * The agent's new tag list (it replaces the old one; [] clears it), cleaned as every tag list is:
 * trimmed, blanks dropped, each kept once in the order given, each at most MAX_TAG_LENGTH.
 */
export function cleanAgentTags(tags: readonly string[]): string[] {
  const out = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (out.some((t) => t.length > MAX_TAG_LENGTH)) throw invalid(msg('common.aTagIsAtMostCharacters', { max: MAX_TAG_LENGTH }), { tags: 'tooLong' });
  if (out.length > MAX_AGENT_TAGS) throw invalid(msg('agent.anAgentHasAtMostTags', { max: MAX_AGENT_TAGS }), { tags: 'tooMany' });
  return out;
}
