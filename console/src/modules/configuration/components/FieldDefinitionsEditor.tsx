import { useLingui } from '@lingui/react/macro';
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '@parley/protocol';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { AddButton } from '../../../ui/AddButton';
import { IconButton } from '../../../ui/IconButton';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { fieldProblems, moved, type FieldDraft, type FieldProblem } from '../utils/configurationDraft';

export interface FieldDefinitionsEditorProps {
  /** For labels: "customer" or "agent" fields. */
  kind: 'customer' | 'agent';
  fields: FieldDraft[];
  onChange: (fields: FieldDraft[]) => void;
}

let nextKey = 0;

/** Spec §3 custom field definitions: add, rename in three languages, pick the type, reorder, remove. */
export function FieldDefinitionsEditor({ kind, fields, onChange }: FieldDefinitionsEditorProps) {
  const { t } = useLingui();
  const untranslated = t`Not translated: Chinese screens show the English name`;
  const problems = fieldProblems(fields);
  const typeLabel: Record<CustomFieldType, string> = {
    text: t`Text`,
    longText: t`Long text`,
    phone: t`Phone`,
    address: t`Address`,
    email: t`Email`,
    url: t`URL`,
    date: t`Date`,
    anniversary: t`Anniversary (month and day)`,
  };
  const problemText: Record<FieldProblem, string> = {
    idRequired: t`Please input the field id`,
    idInvalid: t`Letters, digits and _, starting with a letter`,
    idTaken: t`Another field has this id`,
    nameRequired: t`Please input the English name`,
  };
  const update = (index: number, change: Partial<FieldDraft>) => onChange(fields.map((f, i) => (i === index ? { ...f, ...change } : f)));

  return (
    <List>
      {fields.length === 0 && <Empty>{kind === 'customer' ? t`No customer fields yet.` : t`No agent fields yet.`}</Empty>}
      {fields.map((f, index) => {
        const problem = problems[f.key];
        const n = index + 1;
        return (
          <Row key={f.key} data-testid={`field-row-${kind}`}>
            <Input
              label={t`Field id`}
              value={f.id}
              disabled={!f.isNew}
              hint={f.isNew ? undefined : t`Ids stay once saved`}
              error={problem && problem !== 'nameRequired' ? problemText[problem] : undefined}
              onChange={(e) => update(index, { id: e.target.value })}
            />
            <Select
              label={t`Type`}
              value={f.type}
              options={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: typeLabel[type] }))}
              onChange={(type) => update(index, { type })}
            />
            <Input
              label={t`English name`}
              value={f.name.en}
              error={problem === 'nameRequired' ? problemText.nameRequired : undefined}
              onChange={(e) => update(index, { name: { ...f.name, en: e.target.value } })}
            />
            <Input
              label={t`Traditional Chinese name`}
              value={f.name.zh}
              hint={f.name.zh.trim() ? undefined : untranslated}
              onChange={(e) => update(index, { name: { ...f.name, zh: e.target.value } })}
            />
            <Input
              label={t`Simplified Chinese name`}
              value={f.name.zh_cn}
              hint={f.name.zh_cn.trim() ? undefined : untranslated}
              onChange={(e) => update(index, { name: { ...f.name, zh_cn: e.target.value } })}
            />
            <RowActions>
              <IconButton
                label={t`Move field ${n} up`}
                icon={<ArrowUp size={16} />}
                disabled={index === 0}
                onClick={() => onChange(moved(fields, index, -1))}
              />
              <IconButton
                label={t`Move field ${n} down`}
                icon={<ArrowDown size={16} />}
                disabled={index === fields.length - 1}
                onClick={() => onChange(moved(fields, index, 1))}
              />
              <IconButton label={t`Remove field ${n}`} icon={<Trash2 size={16} />} onClick={() => onChange(fields.filter((_, i) => i !== index))} />
            </RowActions>
          </Row>
        );
      })}
      <div>
        <AddButton
          onClick={() => onChange([...fields, { key: `new-${(nextKey += 1)}`, id: '', type: 'text', name: { en: '', zh: '', zh_cn: '' }, isNew: true }])}
        >
          {kind === 'customer' ? t`Add customer field` : t`Add agent field`}
        </AddButton>
      </div>
      <Note>{t`Removing a field hides it; the values customers and agents already have are kept, and adding the same id again brings them back.`}</Note>
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1.1fr 1fr 1.2fr 1.2fr 1.2fr auto;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  padding-top: 26px;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
