import { useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { tagChipStyles } from '../../../ui/chipStyles';

/** Conversation tags: remove with ×, add (creatable) by typing and Enter. */
export function TagEditor({ tags, onAdd, onRemove }: { tags: string[]; onAdd: (tag: string) => void; onRemove: (tag: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  return (
    <Tags data-testid="tags">
      {tags.map((tag) => (
        <Tag key={tag}>
          {tag}
          <button type="button" aria-label={t`Remove tag ${tag}`} onClick={() => onRemove(tag)}>
            <X size={11} />
          </button>
        </Tag>
      ))}
      {adding ? (
        <input
          autoFocus
          value={draft}
          aria-label={t`New tag`}
          placeholder={t`Tag name`}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => setAdding(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setAdding(false);
            if (e.key !== 'Enter') return;
            e.preventDefault();
            const tag = draft.trim();
            if (tag && !tags.includes(tag)) onAdd(tag);
            setDraft('');
            setAdding(false);
          }}
        />
      ) : (
        <AddTag type="button" onClick={() => setAdding(true)}>
          <Plus size={12} /> {t`Add tag`}
        </AddTag>
      )}
    </Tags>
  );
}

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  input {
    width: 110px;
    height: 24px;
    padding: 0 6px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.small};
    outline: none;
  }
`;
const Tag = styled.span`
  ${tagChipStyles}
  height: 22px;
  padding: 0 4px 0 8px;
  color: ${({ theme }) => theme.colors.primary};
  button {
    display: inline-flex;
    padding: 2px;
    border: none;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;
const AddTag = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 22px;
  padding: 0 8px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.round};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  cursor: pointer;
`;
