import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { CustomField } from '../../hooks/useCustomFields';
import { fieldValueProblem } from '@parley/protocol';
import { fieldValue } from '../../utils/fieldValue';
import { fieldName } from '../../utils/fieldName';
import { fieldProblemText } from '../../utils/fieldProblemText';
import { EditableField, type EditableKind } from './EditableField';

export interface CustomFieldsEditorProps {
  definitions: readonly CustomField[];
  /** { <fieldId>: { value } } as the server keeps them. */
  values: Record<string, unknown>;
  onSave: (fieldId: string, value: string) => Promise<boolean>;
  /** Shown when the workspace has no custom fields. */
  emptyText: string;
}

const kindOf = (type: string): EditableKind =>
  type === 'longText' || type === 'address' ? 'multiline' : type === 'date' ? 'date' : type === 'anniversary' ? 'anniversary' : 'text';

/** Custom customer or agent fields (spec §3), each checked on blur by its type (spec §5). */
export function CustomFieldsEditor({ definitions, values, onSave, emptyText }: CustomFieldsEditorProps) {
  const { i18n } = useLingui();
  if (definitions.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <>
      {definitions.map((d) => (
        <EditableField
          key={d.id}
          label={fieldName(d.name, i18n.locale)}
          value={fieldValue(values, d.id)}
          kind={kindOf(d.type)}
          validate={(v) => {
            const problem = fieldValueProblem(d.type, v);
            return problem ? fieldProblemText(problem, i18n) : null;
          }}
          onSave={(v) => onSave(d.id, v)}
          testId={`field-${d.id}`}
        />
      ))}
    </>
  );
}

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
