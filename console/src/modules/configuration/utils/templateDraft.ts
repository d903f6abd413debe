import { ANSWER_TYPES, type AnswerType, type AutomationType } from '@parley/protocol';

/** One question being edited; `action` is '', 'updateRating', 'updateComment' or 'field:<name|email|subtitle|custom id>'. */
export interface QuestionDraft {
  key: string;
  inputId: string;
  title: string;
  type: AnswerType;
  action: string;
}

export interface TemplateDraft {
  id?: string;
  name: string;
  description: string;
  title: string;
  internal: boolean;
  automation: AutomationType;
  input: QuestionDraft[];
}

export interface TemplateData {
  id: string;
  name: string;
  description: string;
  title: string;
  internal: boolean;
  automation: { type: string };
  input: readonly { inputId: string; title: string; type: string; action?: { type: string; field?: string | null } | null }[];
}

const asAnswer = (type: string): AnswerType => ((ANSWER_TYPES as readonly string[]).includes(type) ? (type as AnswerType) : 'text');
const asAutomation = (type: string): AutomationType => (type === 'newConversation' || type === 'closeConversation' ? type : '');

export const emptyTemplate = (): TemplateDraft => ({ name: '', description: '', title: '', internal: false, automation: '', input: [] });

export function templateDraftOf(t: TemplateData): TemplateDraft {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    title: t.title,
    internal: t.internal,
    automation: asAutomation(t.automation.type),
    input: t.input.map((q) => ({
      key: q.inputId,
      inputId: q.inputId,
      title: q.title,
      type: asAnswer(q.type),
      action: !q.action ? '' : q.action.type === 'updateField' ? `field:${q.action.field ?? ''}` : q.action.type,
    })),
  };
}

/** An id no other question of the form has (q1, q2, ...). */
export function freshInputId(input: readonly QuestionDraft[]): string {
  const taken = new Set(input.map((q) => q.inputId));
  for (let n = input.length + 1; ; n += 1) if (!taken.has(`q${n}`)) return `q${n}`;
}

/** A new question; a rating answer comes with the rating action, since that is what a rating is for. */
export function newQuestion(input: readonly QuestionDraft[], preset: Partial<QuestionDraft> = {}): QuestionDraft {
  const inputId = freshInputId(input);
  return { key: inputId, inputId, title: '', type: 'text', action: '', ...preset };
}

/** What is missing before the form can be saved: the field keys the editor marks. */
export function templateProblems(d: TemplateDraft): string[] {
  const problems: string[] = [];
  if (!d.name.trim()) problems.push('name');
  if (!d.title.trim()) problems.push('title');
  if (d.input.length === 0) problems.push('input');
  d.input.forEach((q) => {
    if (!q.title.trim()) problems.push(`input.${q.key}.title`);
    if (q.action === 'updateRating' && q.type !== 'rating') problems.push(`input.${q.key}.action`);
  });
  return problems;
}

/** The template as the server takes it (GraphQL InlineInputTemplateInput). */
export function templateInput(d: TemplateDraft) {
  return {
    name: d.name.trim(),
    description: d.description.trim(),
    title: d.title.trim(),
    internal: d.internal,
    automation: d.automation,
    input: d.input.map((q) => ({
      inputId: q.inputId,
      title: q.title.trim(),
      type: q.type,
      action: !q.action ? null : q.action.startsWith('field:') ? { type: 'updateField', field: q.action.slice('field:'.length) } : { type: q.action },
    })),
  };
}
