import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { TagAdder } from './TagAdder';
import { WrapRow } from '../../../ui/layout';

export interface TagListEditorProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** Default customer tags: every new customer starts with them, whichever door they come through. */
export function TagListEditor({ tags, onChange }: TagListEditorProps) {
  const { t } = useLingui();
  return (
    <Column>
      <WrapRow $gap={2}>
        {tags.length === 0 && <Empty>{t`No default tags: new customers start without tags.`}</Empty>}
        {tags.map((tag) => (
          <Chip key={tag} data-testid="default-tag">
            {tag}
            <Remove type="button" aria-label={t`Remove tag ${tag}`} onClick={() => onChange(tags.filter((x) => x !== tag))}>
              <X size={14} aria-hidden />
            </Remove>
          </Chip>
        ))}
      </WrapRow>
      <TagAdder label={t`New default customer tag`} existing={tags} onAdd={(tag) => onChange([...tags, tag])} />
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 560px;
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: 2px ${({ theme }) => theme.spacing(1)} 2px ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Remove = styled.button`
  display: inline-flex;
  padding: 2px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
