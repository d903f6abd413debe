import { useLingui } from '@lingui/react/macro';
import { Paperclip, Send, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { IconButton } from '../../../ui/IconButton';
import { useCaretAfterRender } from '../../../ui/useCaretAfterRender';
import { useTriggerSuggestions, type Picked, type TriggerSource } from '../hooks/useTriggerSuggestions';
import { composerText } from '../utils/messageRules';
import { canReplyAcross, internalMode } from '../utils/replyRules';
import { mentionsIn } from '../utils/triggerSuggest';
import type { PaneMessage } from '../utils/types';
import { ComposerAttachments, type Attachment } from './ComposerAttachments';
import { ModeNote } from './ComposerModeNote';
import { TriggerSuggestionList } from './TriggerSuggestions';

export const COMPOSER_MAX_HEIGHT = 100;

/** What a text message carries besides its text: the agents still @mentioned in it, the canned replies it was written with. */
export interface ComposedExtras {
  mentions: string[];
  cannedReplies: string[];
}

export interface ComposerProps {
  /** Tools beside the attach button that depend on the mode (the interactive-information picker). */
  picker?: (internal: boolean) => ReactNode;
  /** The trigger-character pickers (`@` agents on the internal side, `/` canned replies); stable between renders. */
  triggers?: (internal: boolean) => readonly TriggerSource[];
  internalChosen: boolean;
  onInternalChange: (internal: boolean) => void;
  replyTo: PaneMessage | null;
  replyName: string;
  onCancelReply: () => void;
  onSendText: (text: string, internal: boolean, extras: ComposedExtras) => void;
  onSendFile: (file: File, internal: boolean) => void;
  onTyping: (text: string) => void;
  focusRef?: React.RefObject<HTMLTextAreaElement | null>;
  /** Why the customer cannot be written to now (a platform's response window has closed): plain replies are off, notes stay. */
  customerReplyClosed?: string | null;
}

/** Textarea growing to 100 px; Enter sends, Ctrl/Shift+Enter adds a line; files by button, paste or drop. */
const NO_TRIGGERS: readonly TriggerSource[] = [];

export function Composer({
  picker,
  triggers,
  internalChosen,
  onInternalChange,
  replyTo,
  replyName,
  onCancelReply,
  onSendText,
  onSendFile,
  onTyping,
  focusRef,
  customerReplyClosed,
}: ComposerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const placeCaret = useCaretAfterRender();
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [dragging, setDragging] = useState(false);
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const area = focusRef ?? ownRef;
  const fileInput = useRef<HTMLInputElement>(null);
  const mode = internalMode(internalChosen, replyTo ? { internal: replyTo.internal } : null);
  const closed = !mode.internal && customerReplyClosed ? customerReplyClosed : null;
  const across = !canReplyAcross(replyTo ? { internal: replyTo.internal } : null, mode.internal);
  const blocked = across || closed !== null;
  // What the pickers inserted since the last send.
  const [picked, setPicked] = useState<{ mentions: { id: string; label: string }[]; cannedReplies: string[] }>({ mentions: [], cannedReplies: [] });
  const sources = useMemo(() => triggers?.(mode.internal) ?? NO_TRIGGERS, [triggers, mode.internal]);
  const onPicked = useCallback(
    (p: Picked) =>
      setPicked((cur) => ({
        mentions: p.mention ? [...cur.mentions, p.mention] : cur.mentions,
        cannedReplies: p.cannedReplyId && !cur.cannedReplies.includes(p.cannedReplyId) ? [...cur.cannedReplies, p.cannedReplyId] : cur.cannedReplies,
      })),
    [],
  );
  const changeText = useCallback(
    (next: string) => {
      setText(next);
      onTyping(next);
    },
    [onTyping],
  );
  const suggest = useTriggerSuggestions({ sources, text, area, onText: changeText, onPicked });

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, COMPOSER_MAX_HEIGHT)}px`;
  }, [text, area]);

  useEffect(() => () => attachments.forEach((a) => a.preview && URL.revokeObjectURL(a.preview)), [attachments]);

  const addFiles = (files: FileList | File[]) => {
    const list = [...files].map((file) => ({ file, preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null }));
    if (list.length) setAttachments((a) => [...a, ...list]);
  };

  const send = () => {
    if (blocked) return;
    const body = composerText(text);
    if (!body && attachments.length === 0) return;
    for (const a of attachments) onSendFile(a.file, mode.internal);
    // Mentions are internal; one whose @name was deleted from the text is not sent.
    if (body) onSendText(body, mode.internal, { mentions: mode.internal ? mentionsIn(body, picked.mentions) : [], cannedReplies: picked.cannedReplies });
    setText('');
    setAttachments([]);
    setPicked({ mentions: [], cannedReplies: [] });
    onTyping('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggest.onKeyDown(e)) return;
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (e.ctrlKey || e.shiftKey || e.metaKey) {
      if (e.ctrlKey || e.metaKey) {
        // Ctrl+Enter does not insert a line by itself in browsers: add it.
        e.preventDefault();
        const el = e.currentTarget;
        const { selectionStart: s, selectionEnd: end } = el;
        const next = `${text.slice(0, s)}\n${text.slice(end)}`;
        setText(next);
        placeCaret(el, s + 1);
      }
      return;
    }
    e.preventDefault();
    send();
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    if (e.clipboardData.files.length) {
      e.preventDefault();
      addFiles(e.clipboardData.files);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length) addFiles(e.dataTransfer.files);
  };

  return (
    <Wrap
      $internal={mode.internal}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="composer"
    >
      {replyTo && (
        <ReplyBar data-testid="reply-bar">
          <div>
            <strong>{t`Replying to ${replyName}`}</strong>
            <span>{replyTo.meta.content ?? replyTo.meta.file?.name ?? ''}</span>
          </div>
          <IconButton label={t`Cancel reply`} icon={<X size={14} />} size={26} onClick={onCancelReply} />
        </ReplyBar>
      )}
      {mode.internal && (
        <ModeNote
          text={mode.locked ? t`Replies to internal messages stay internal` : t`Internal note: only agents see it`}
          action={mode.locked ? undefined : { label: t`Reply to the customer instead`, onClick: () => onInternalChange(false) }}
          testId="internal-note"
        />
      )}
      {closed && (
        <ModeNote text={closed} status action={{ label: t`Write an internal note instead`, onClick: () => onInternalChange(true) }} testId="composer-closed" />
      )}
      <ComposerAttachments attachments={attachments} onRemove={(i) => setAttachments((list) => list.filter((_, j) => j !== i))} />
      <Row>
        <textarea
          ref={area}
          rows={1}
          value={text}
          placeholder={
            closed
              ? t`No plain reply can reach the customer now`
              : mode.internal
                ? t`Write an internal note (agents only)…`
                : t`Write a reply… (Enter sends, Shift+Enter for a new line)`
          }
          disabled={closed !== null}
          aria-label={t`Message`}
          {...suggest.inputProps}
          onChange={(e) => {
            changeText(e.target.value);
            suggest.onCaret(e.target.selectionStart);
          }}
          onSelect={(e) => suggest.onCaret(e.currentTarget.selectionStart)}
          onBlur={() => suggest.onCaret(-1)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <input ref={fileInput} type="file" multiple hidden onChange={(e) => e.target.files && addFiles(e.target.files)} data-testid="composer-file" />
        {!closed && picker?.(mode.internal)}
        <IconButton label={t`Attach a file or image`} icon={<Paperclip size={18} />} disabled={closed !== null} onClick={() => fileInput.current?.click()} />
        <SendButton type="button" onClick={send} aria-label={t`Send`} disabled={blocked}>
          <Send size={16} aria-hidden />
        </SendButton>
      </Row>
      {suggest.open && (
        <TriggerSuggestionList
          listId={suggest.open.listId}
          optionId={suggest.open.optionId}
          label={suggest.open.source.label}
          emptyText={suggest.open.source.emptyText}
          items={suggest.open.items}
          active={suggest.open.active}
          onPick={suggest.pick}
          onHover={suggest.setActive}
        />
      )}
      {dragging && <DropHint>{t`Drop files to attach them`}</DropHint>}
      {across && <Overlay role="alert">{t`Cannot respond to internal information`}</Overlay>}
    </Wrap>
  );
}

const Wrap = styled.div<{ $internal: boolean }>`
  position: relative;
  flex: none;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $internal }) => ($internal ? theme.colors.warningSoft : theme.colors.surface)};
  transition: background ${({ theme }) => theme.motion.normal};
`;
const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  textarea {
    flex: 1;
    min-height: 36px;
    max-height: ${COMPOSER_MAX_HEIGHT}px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    line-height: 1.4;
    resize: none;
    outline: none;
    &:focus {
      border-color: ${({ theme }) => theme.colors.primary};
      box-shadow: ${({ theme }) => theme.shadow.focus};
    }
  }
`;
const SendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
const ReplyBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  padding: 6px 10px;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  span {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const DropHint = styled.div`
  position: absolute;
  inset: 4px;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(255, 255, 255, 0.9);
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  pointer-events: none;
`;
const Overlay = styled(DropHint)`
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;
