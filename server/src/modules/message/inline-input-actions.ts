import { fieldValueProblem } from '@parley/protocol';
import type { EntityManager } from 'typeorm';
import { invalid, type FieldCode } from '../../common/errors';
import { SqlParams } from '../../common/sql';
import { MAX_NAME, MAX_SUBTITLE } from '../customer/customer.service';
import { storedDefinitions } from '../setting/custom-fields';
import { WorkspaceSetting } from '../setting/setting.entity';

/** The spec's message keys double as the error message, so clients can translate them. */
export const refuse = (key: FieldCode) => {
  const reason = `field.${key}` as const;
  return invalid(reason, { value: key });
};

/** A customer change an answer asks for: columns of the customer row, ready for one UPDATE. */
export interface CustomerFieldUpdate {
  sets: [column: string, value: unknown][];
}

/**
 * What an updateField action (spec §3, §5) does with an answer: the customer's name, email or
 * subtitle, or a custom field, each checked by its own rule (an email field wants an email whatever
 * the question's answer type). A custom field that no longer exists changes nothing (the answer is
 * still kept in the form). Throws the rule's key when the value does not fit.
 */
export async function fieldUpdateFor(m: EntityManager, workspaceId: string, field: string, value: string): Promise<CustomerFieldUpdate | null> {
  switch (field) {
    case 'name':
      if (value.length > MAX_NAME) throw refuse('TextTooLong');
      return {
        sets: [
          ['display_name', value],
          ['generated_name', false],
        ],
      };
    case 'email':
      if (fieldValueProblem('email', value)) throw refuse('PleaseEnterAValidEmail');
      return { sets: [['email', value]] };
    case 'subtitle':
      if (value.length > MAX_SUBTITLE) throw refuse('TextTooLong');
      return { sets: [['subtitle', value]] };
  }
  const row = await m.findOneBy(WorkspaceSetting, { workspaceId, key: 'customerFields' });
  const definition = storedDefinitions(row?.value).find((d) => d.id === field);
  if (!definition) return null;
  const problem = fieldValueProblem(definition.type, value);
  if (problem) throw refuse(problem);
  return { sets: [['fields', { path: field, value: { value } }]] };
}

/** Applies the update to the conversation's customer (an archived one is left alone). */
export async function applyFieldUpdate(m: EntityManager, customerId: string, update: CustomerFieldUpdate): Promise<void> {
  const p = new SqlParams();
  const assignments = update.sets.map(([column, value]) => {
    if (column !== 'fields') return `${column} = ${p.add(value)}`;
    const { path, value: stored } = value as { path: string; value: unknown };
    return `fields = jsonb_set(coalesce(fields, '{}'::jsonb), ARRAY[${p.add(path)}]::text[], ${p.add(JSON.stringify(stored))}::jsonb)`;
  });
  await m.query(`UPDATE customer SET ${assignments.join(', ')} WHERE id = ${p.add(customerId)} AND archived_at IS NULL`, p.values);
}
