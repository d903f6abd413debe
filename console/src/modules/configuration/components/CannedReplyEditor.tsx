import { useLingui } from '@lingui/react/macro';
import { CANNED_CONTENT_MAX, CANNED_REPLY_VARIABLES, SHORT_CODE_MAX } from '@parley/protocol';
import { useRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../../../ui/controlStyles';
import { ErrorText, Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { useCaretAfterRender } from '../../../ui/useCaretAfterRender';
import { useDraftEditor } from '../hooks/useDraftEditor';
import { cannedReplyProblems, CONTENT_LANGS, type CannedReplyDraft, type ContentLang } from '../utils/cannedReplyDraft';
import { DraftModal } from './DraftModal';

export interface CannedReplyEditorProps {
  initial: CannedReplyDraft;
  /** Workspace replies need manageSettings; without it only personal ones are offered. */
  canManageWorkspace: boolean;
  onClose: () => void;
  /** Saves; answers whether it worked (the editor stays open when not). */
  onSave: (draft: CannedReplyDraft) => Promise<boolean>;
}

/** A canned reply: who sees it (new ones only), its short code, and its text in each language with variables. */
export function CannedReplyEditor({ initial, canManageWorkspace, onClose, onSave }: CannedReplyEditorProps) {
  const { t } = useLingui();
  const { draft, setDraft, saving, shown, save } = useDraftEditor(initial, cannedReplyProblems, onSave, onClose);
  const areas = useRef<Partial<Record<ContentLang, HTMLTextAreaElement | null>>>({});
  const lastLang = useRef<ContentLang>('en');
  const placeCaret = useCaretAfterRender();

  const langLabel: Record<ContentLang, string> = { en: t`English`, zh: t`Traditional Chinese`, zh_cn: t`Simplified Chinese` };
  const codeError = shown('shortCodeRequired')
    ? t`Please enter a short code`
    : shown('shortCodeTooLong')
      ? t`At most ${SHORT_CODE_MAX} characters`
      : shown('shortCodeChars')
        ? t`Letters, digits, - and _ only`
        : undefined;

  const insertVariable = (name: string) => {
    const lang = lastLang.current;
    const el = areas.current[lang];
    const value = draft.content[lang];
    const at = el ? el.selectionStart : value.length;
    const token = `{{${name}}}`;
    setDraft((d) => ({ ...d, content: { ...d.content, [lang]: `${value.slice(0, at)}${token}${value.slice(el ? el.selectionEnd : at)}` } }));
    placeCaret(el, at + token.length, { focus: true });
  };

  return (
    <DraftModal
      width={640}
      title={draft.id ? t`Edit canned reply` : t`New canned reply`}
      description={t`Agents type / and the short code in the composer to insert it.`}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      testId="canned-reply-editor"
    >
      {!draft.id && canManageWorkspace && (
        <SegmentedControl
          label={t`Who can use it`}
          value={draft.scope}
          options={[
            { value: 'workspace', label: t`Everyone in the workspace` },
            { value: 'personal', label: t`Only me` },
          ]}
          onChange={(scope) => setDraft({ ...draft, scope })}
        />
      )}
      <Input
        label={t`Short code`}
        hint={t`Typed after / in the composer: letters, digits, - and _.`}
        value={draft.shortCode}
        maxLength={SHORT_CODE_MAX + 10}
        error={codeError}
        onChange={(e) => setDraft({ ...draft, shortCode: e.target.value })}
      />
      {shown('contentRequired') && <ErrorText role="alert">{t`Write the reply in at least one language`}</ErrorText>}
      {CONTENT_LANGS.map((lang) => (
        <Field
          key={lang}
          label={langLabel[lang]}
          error={
            shown(`variable:${lang}`)
              ? t`Only the variables below can be used`
              : shown(`tooLong:${lang}`)
                ? t`At most ${CANNED_CONTENT_MAX} characters`
                : undefined
          }
        >
          {(control) => (
            <TextArea
              {...control}
              ref={(el) => {
                areas.current[lang] = el;
              }}
              rows={3}
              value={draft.content[lang]}
              onFocus={() => (lastLang.current = lang)}
              onChange={(e) => setDraft({ ...draft, content: { ...draft.content, [lang]: e.target.value } })}
            />
          )}
        </Field>
      ))}
      <Variables>
        <span>{t`Insert a variable (filled in when the reply is inserted):`}</span>
        {CANNED_REPLY_VARIABLES.map((v) => (
          <button key={v} type="button" onClick={() => insertVariable(v)}>{`{{${v}}}`}</button>
        ))}
      </Variables>
    </DraftModal>
  );
}

const TextArea = styled.textarea`
  ${controlStyles};
  height: auto;
  min-height: 64px;
  padding: 8px 12px;
  line-height: 1.4;
  resize: vertical;
`;
const Variables = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  span {
    flex-basis: 100%;
  }
  button {
    padding: 2px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.small};
    cursor: pointer;
  }
`;
