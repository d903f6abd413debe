import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from '../../../ui/IconButton';
import { Select } from '../../../ui/Select';
import { ColumnStack } from '../../../ui/layout';
import type { TagDraft } from '../utils/configurationDraft';
import { TagAdder } from './TagAdder';

export interface TagRulesEditorProps {
  tags: TagDraft[];
  teams: readonly { id: string; name: string }[];
  onChange: (tags: TagDraft[]) => void;
}

/** Conversation tags, each with the team a conversation joins when it gets the tag (spec §3 settings rule). */
export function TagRulesEditor({ tags, teams, onChange }: TagRulesEditorProps) {
  const { t } = useLingui();
  const options = [{ value: '', label: t`No team` }, ...teams.map((team) => ({ value: team.id, label: team.name }))];
  return (
    <ColumnStack $gap={2} $maxWidth={560}>
      {tags.length === 0 && <Empty>{t`No conversation tags yet.`}</Empty>}
      {tags.map((tag, index) => (
        <Row key={tag.tag} data-testid="tag-rule-row">
          <TagName>{tag.tag}</TagName>
          <Select
            label={t`Assign to team: ${tag.tag}`}
            hideLabel
            value={tag.team}
            options={options}
            onChange={(team) => onChange(tags.map((x, i) => (i === index ? { ...x, team } : x)))}
          />
          <IconButton label={t`Remove tag ${tag.tag}`} icon={<X size={16} />} onClick={() => onChange(tags.filter((_, i) => i !== index))} />
        </Row>
      ))}
      <TagAdder label={t`New conversation tag`} existing={tags.map((x) => x.tag)} onAdd={(tag) => onChange([...tags, { tag, team: '' }])} />
    </ColumnStack>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 220px auto;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
`;

const TagName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
