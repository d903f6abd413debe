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

/**
 * Spec §5 template form: key, name and description are required. `taken` are keys another template
 * holds where reusing one is refused (renaming); a new template with an existing key replaces it.
 */
export const templateProblems = (d: TemplateDraft, taken: readonly string[]): ('key' | 'keyTaken' | 'name' | 'description')[] => [
  ...(!d.key.trim() ? (['key'] as const) : taken.includes(d.key.trim()) ? (['keyTaken'] as const) : []),
  ...(!d.name.trim() ? (['name'] as const) : []),
  ...(!d.description.trim() ? (['description'] as const) : []),
];

/** Spec §5 param form: an index as typed, rounded (2.6 is 3); null when it is not a number from 0. */
export function paramIndex(text: string): number | null {
  if (!text.trim()) return null;
  const n = Math.round(Number(text));
  // + 0 makes Math.round(-0.4)'s -0 a plain 0.
  return Number.isFinite(n) && n >= 0 ? n + 0 : null;
}

/** Spec §5 param form: name, description, component and index are required; the index is an integer from 0, rounded. */
export const paramProblems = (d: ParamDraft): ('name' | 'description' | 'component' | 'index')[] => [
  ...(!d.name.trim() ? (['name'] as const) : []),
  ...(!d.description.trim() ? (['description'] as const) : []),
  ...(!d.component.trim() ? (['component'] as const) : []),
  ...(paramIndex(d.index) === null ? (['index'] as const) : []),
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
      <DescriptionInput value={draft.description} missing={problems.includes('description')} onChange={(description) => onChange({ ...draft, description })} />
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
      <DescriptionInput value={draft.description} missing={problems.includes('description')} onChange={(description) => onChange({ ...draft, description })} />
      <Input
        label={t`Component`}
        value={draft.component}
        maxLength={50}
        hint={t`header, body or button`}
        onChange={(e) => onChange({ ...draft, component: e.target.value })}
        error={problems.includes('component') ? t`Please input the component` : undefined}
      />
      <Input
        label={t`Index`}
        type="number"
        min={0}
        value={draft.index}
        onChange={(e) => onChange({ ...draft, index: e.target.value })}
        hint={t`A whole number from 0; 2.6 is saved as 3.`}
        error={problems.includes('index') ? t`Please input the index: a number from 0` : undefined}
      />
    </Fields>
  );
}

/** The description both drawers require (spec §5). */
function DescriptionInput({ value, missing, onChange }: { value: string; missing: boolean; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <Input
      label={t`Description`}
      value={value}
      maxLength={1000}
      onChange={(e) => onChange(e.target.value)}
      error={missing ? t`Please input the description` : undefined}
    />
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
