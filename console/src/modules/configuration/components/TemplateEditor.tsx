import { useLingui } from '@lingui/react/macro';
import { ANSWER_TYPES, type AnswerType, type AutomationType } from '@parley/protocol';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { AddButton } from '../../../ui/AddButton';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { ErrorText } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { useDraftEditor } from '../hooks/useDraftEditor';
import { newQuestion, templateProblems, type TemplateDraft } from '../utils/templateDraft';
import { DraftModal } from './DraftModal';
import { TwoColumns } from '../../../ui/layout';

export interface TemplateEditorProps {
  initial: TemplateDraft;
  /** Custom customer fields an answer may fill in (id and name in the console's language). */
  customerFields: readonly { id: string; name: string }[];
  onClose: () => void;
  /** Saves; answers whether it worked (the editor stays open when not). */
  onSave: (draft: TemplateDraft) => Promise<boolean>;
}

/** Spec §2 Inline Input editor: inquiry name, the form's title, audience, when it is sent, and its questions with their answers. */
export function TemplateEditor({ initial, customerFields, onClose, onSave }: TemplateEditorProps) {
  const { t } = useLingui();
  const { draft, setDraft, saving, shown, save } = useDraftEditor(initial, templateProblems, onSave, onClose);
  const required = t`Required field`;

  const answerLabel: Record<AnswerType, string> = {
    text: t`Text`,
    longtext: t`Long text`,
    email: t`Email`,
    phone: t`Phone`,
    url: t`URL`,
    date: t`Date (YYYY-MM-DD)`,
    anniversary: t`Anniversary (MM-DD)`,
    rating: t`Rating (1 to 5)`,
  };
  const actions = [
    { value: '', label: t`Only keep the answer` },
    { value: 'updateRating', label: t`Update the conversation rating` },
    { value: 'updateComment', label: t`Update the rating comment` },
    { value: 'field:name', label: t`Update the customer's name` },
    { value: 'field:email', label: t`Update the customer's email` },
    { value: 'field:subtitle', label: t`Update the customer's subtitle` },
    ...customerFields.map((f) => ({ value: `field:${f.id}`, label: t`Update the customer field: ${f.name}` })),
  ];
  const automations: { value: AutomationType; label: string }[] = [
    { value: '', label: t`Manual: agents send it from the composer` },
    { value: 'newConversation', label: t`When a conversation starts` },
    { value: 'closeConversation', label: t`When a conversation is closed` },
  ];
  const setQuestion = (key: string, change: Partial<TemplateDraft['input'][number]>) =>
    setDraft((d) => ({ ...d, input: d.input.map((q) => (q.key === key ? { ...q, ...change } : q)) }));

  return (
    <DraftModal
      width={760}
      title={draft.id ? t`Edit interactive information` : t`New interactive information`}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      scrolls
    >
      <TwoColumns>
        <Input
          label={t`Inquiry name`}
          value={draft.name}
          maxLength={100}
          error={shown('name') ? required : undefined}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <Select
          label={t`Audience`}
          value={draft.internal ? 'internal' : 'customers'}
          options={[
            { value: 'customers', label: t`Customers` },
            { value: 'internal', label: t`Agents (internal)` },
          ]}
          onChange={(v) => setDraft({ ...draft, internal: v === 'internal' })}
        />
        <Input
          label={t`Form title`}
          value={draft.title}
          maxLength={200}
          error={shown('title') ? required : undefined}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
        <Select label={t`Sent`} value={draft.automation} options={automations} onChange={(automation) => setDraft({ ...draft, automation })} />
      </TwoColumns>
      <Input label={t`Description`} value={draft.description} maxLength={2000} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
      <SectionTitle>{t`Questions`}</SectionTitle>
      {shown('input') && <ErrorText role="alert">{t`Add at least one question`}</ErrorText>}
      {draft.input.map((q, index) => {
        const n = index + 1;
        return (
          <Question key={q.key} data-testid="template-question">
            <Input
              label={t`Question ${n}`}
              value={q.title}
              maxLength={200}
              error={shown(`input.${q.key}.title`) ? required : undefined}
              onChange={(e) => setQuestion(q.key, { title: e.target.value })}
            />
            <Select
              label={t`Answers`}
              value={q.type}
              options={ANSWER_TYPES.map((type) => ({ value: type, label: answerLabel[type] }))}
              onChange={(type) => setQuestion(q.key, { type, action: type === 'rating' ? 'updateRating' : q.action === 'updateRating' ? '' : q.action })}
            />
            <Select
              label={t`When answered`}
              value={q.action}
              options={actions.map((a) => ({ ...a, disabled: a.value === 'updateRating' && q.type !== 'rating' }))}
              error={shown(`input.${q.key}.action`) ? t`The rating is updated by a rating answer` : undefined}
              onChange={(action) => setQuestion(q.key, { action })}
            />
            <IconButton
              label={t`Remove question ${n}`}
              icon={<Trash2 size={16} />}
              onClick={() => setDraft((d) => ({ ...d, input: d.input.filter((x) => x.key !== q.key) }))}
            />
          </Question>
        );
      })}
      <Adders>
        <AddButton onClick={() => setDraft((d) => ({ ...d, input: [...d.input, newQuestion(d.input)] }))}>{t`Add question`}</AddButton>
        <Button
          variant="ghost"
          size="small"
          onClick={() =>
            setDraft((d) => ({
              ...d,
              input: [...d.input, newQuestion(d.input, { title: t`Customer satisfaction`, type: 'rating', action: 'updateRating' })],
            }))
          }
        >
          {t`Customer satisfaction`}
        </Button>
        <Button
          variant="ghost"
          size="small"
          onClick={() =>
            setDraft((d) => ({ ...d, input: [...d.input, newQuestion(d.input, { title: t`Customer opinions`, type: 'longtext', action: 'updateComment' })] }))
          }
        >
          {t`Customer opinions`}
        </Button>
      </Adders>
    </DraftModal>
  );
}

const SectionTitle = styled.h3`
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.medium};
`;

const Question = styled.div`
  display: grid;
  grid-template-columns: 1.6fr 1fr 1.4fr auto;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: start;
  & > button {
    margin-top: 26px;
  }
`;

const Adders = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;
