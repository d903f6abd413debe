import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Input } from '../../../ui/Input';

export interface TemplateDraft {
  key: string;
  name: string;
  description: string;
}

export interface ParamDraft {
  name: string;
  description: string;
  component: string;
  index: string;
}

export const templateProblems = (d: TemplateDraft, keys: readonly string[]): ('key' | 'keyTaken' | 'name')[] => [
  ...(!d.key.trim() ? (['key'] as const) : keys.includes(d.key.trim()) ? (['keyTaken'] as const) : []),
  ...(!d.name.trim() ? (['name'] as const) : []),
];

export const paramProblems = (d: ParamDraft): ('name' | 'index')[] => [
  ...(!d.name.trim() ? (['name'] as const) : []),
  ...(!/^\d+$/.test(d.index.trim()) ? (['index'] as const) : []),
];

/** The template drawer's fields: key (unique in the channel), name, description. */
export function TemplateFields({ draft, onChange, problems }: { draft: TemplateDraft; onChange: (d: TemplateDraft) => void; problems: string[] }) {
  const { t } = useLingui();
  return (
    <Fields>
      <Input
        label={t`Key`}
        value={draft.key}
        maxLength={200}
        hint={t`The template's name at the provider.`}
        onChange={(e) => onChange({ ...draft, key: e.target.value })}
        error={
          problems.includes('key') ? t`Please input the key` : problems.includes('keyTaken') ? t`Another template of this channel has this key` : undefined
        }
      />
      <Input
        label={t`Name`}
        value={draft.name}
        maxLength={200}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        error={problems.includes('name') ? t`Please input the name` : undefined}
      />
      <Input label={t`Description`} value={draft.description} maxLength={1000} onChange={(e) => onChange({ ...draft, description: e.target.value })} />
    </Fields>
  );
}

/** The param drawer's fields: name, description, component, index (a whole number from 0). */
export function ParamFields({ draft, onChange, problems }: { draft: ParamDraft; onChange: (d: ParamDraft) => void; problems: string[] }) {
  const { t } = useLingui();
  return (
    <Fields>
      <Input
        label={t`Name`}
        value={draft.name}
        maxLength={200}
        hint={t`What the agent is asked to fill in.`}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        error={problems.includes('name') ? t`Please input the name` : undefined}
      />
      <Input label={t`Description`} value={draft.description} maxLength={1000} onChange={(e) => onChange({ ...draft, description: e.target.value })} />
      <Input
        label={t`Component`}
        value={draft.component}
        maxLength={50}
        hint={t`header, body or button`}
        onChange={(e) => onChange({ ...draft, component: e.target.value })}
      />
      <Input
        label={t`Index`}
        type="number"
        min={0}
        value={draft.index}
        onChange={(e) => onChange({ ...draft, index: e.target.value })}
        error={problems.includes('index') ? t`A whole number from 0` : undefined}
      />
    </Fields>
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
