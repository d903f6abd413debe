import { useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { tagChipStyles } from '../../../../ui/chipStyles';
import { inputFrameStyles } from '../../../../ui/controlStyles';

export interface TagPickerProps {
  tags: readonly string[];
  /** The workspace's tags of this kind, offered as you type. */
  options: readonly string[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
  /** Names the box `${testId}s` and the input `${testId}-input` for tests. */
  testId: string;
}

/**
 * Tags as a creatable multi-select (spec §2): the workspace's tags are offered as you type, and a
 * new tag is sent as entered (spec §5). Used by the customer and agent profiles.
 */
export function TagPicker({ tags, options: all, onAdd, onRemove, testId }: TagPickerProps) {
  const { t } = useLingui();
  const listId = useId();
  const [draft, setDraft] = useState('');
  const options = all.filter((x) => !tags.includes(x));

  const add = () => {
    const tag = draft.trim();
    setDraft('');
    if (tag && !tags.includes(tag)) onAdd(tag);
  };

  return (
    <Wrapper>
      <Label htmlFor={`${listId}-input`}>{t`Tags`}</Label>
      <Box data-testid={`${testId}s`}>
        {tags.map((tag) => (
          <Tag key={tag}>
            {tag}
            <button type="button" aria-label={t`Remove tag ${tag}`} onClick={() => onRemove(tag)}>
              <X size={11} aria-hidden />
            </button>
          </Tag>
        ))}
        <Plus size={14} aria-hidden />
        <input
          id={`${listId}-input`}
          list={listId}
          value={draft}
          placeholder={t`Add a tag`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            } else if (e.key === 'Backspace' && !draft && tags.length) {
              onRemove(tags[tags.length - 1]);
            }
          }}
          onBlur={add}
          data-testid={`${testId}-input`}
        />
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      </Box>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Box = styled.div`
  ${inputFrameStyles}
  flex-wrap: wrap;
  gap: 6px;
  min-height: 36px;
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  input {
    min-width: 100px;
    height: 26px;
  }
`;

const Tag = styled.span`
  ${tagChipStyles}
  height: 24px;
  padding: 0 4px 0 10px;
  color: ${({ theme }) => theme.colors.primaryActive};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  button {
    display: inline-flex;
    padding: 3px;
    border: none;
    border-radius: ${({ theme }) => theme.radius.round};
    background: none;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;
