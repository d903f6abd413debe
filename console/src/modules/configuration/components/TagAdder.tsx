import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { AddButton } from '../../../ui/AddButton';
import { Input } from '../../../ui/Input';
import { newTag } from '../utils/configurationDraft';

export interface TagAdderProps {
  label: string;
  existing: readonly string[];
  onAdd: (tag: string) => void;
}

/** Types a tag and adds it with Enter or the button; a tag already there is not added twice. */
export function TagAdder({ label, existing, onAdd }: TagAdderProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const tag = newTag(typed, existing);
  const add = () => {
    if (!tag) return;
    onAdd(tag);
    setTyped('');
  };
  return (
    <Row>
      <Input
        label={label}
        value={typed}
        maxLength={100}
        error={typed.trim() && !tag ? t`This tag is already there` : undefined}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      <AddButton disabled={!tag} onClick={add}>
        {t`Add`}
      </AddButton>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-end;
  & > :first-child {
    flex: 1;
  }
`;
