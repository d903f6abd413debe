import { useQuery } from '@apollo/client/react';
import { AgentTagsQuery } from '../../graphql/AgentTags.query';
import { useAgentTags } from '../../hooks/useAgentTags';
import { TagPicker } from '../shared/TagPicker';

export interface AgentTagPickerProps {
  agentId: string;
  tags: readonly string[];
}

/** The agent profile's tag list (spec §3 Agent), offering the workspace's agent tags. */
export function AgentTagPicker({ agentId, tags }: AgentTagPickerProps) {
  const { data } = useQuery(AgentTagsQuery, { fetchPolicy: 'cache-and-network' });
  const { addTag, removeTag } = useAgentTags(agentId, tags);
  return <TagPicker tags={tags} options={data?.tags ?? []} onAdd={(tag) => void addTag(tag)} onRemove={(tag) => void removeTag(tag)} testId="agent-tag" />;
}
