import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { widgetClient } from '../state/client';
import { PaperclipIcon, SendIcon, SmileIcon } from './icons';

// Not needed by the first screen: separate chunks, fetched when first used.
const EmojiPicker = lazy(() => import('./EmojiPicker').then((m) => ({ default: m.EmojiPicker })));
const loadUpload = () => import('../state/upload');

const TYPING_HEARTBEAT = 3000; // spec §9
const TYPING_CLEAR = 500;

/** Text (Enter sends, Shift/Ctrl+Enter newline; trimmed; empty not sent), emoji, files and images. */
export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState(false);
  const [uploading, setUploading] = useState<string[]>([]);
  const [uploadError, setUploadError] = useState<string>();
  const area = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const clearTimer = useRef<number | undefined>(undefined);

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_HEARTBEAT) {
      lastTyping.current = now;
      widgetClient.typing(conversationId, true);
    }
    window.clearTimeout(clearTimer.current);
    clearTimer.current = window.setTimeout(() => {
      if (!value.trim() && lastTyping.current) {
        lastTyping.current = 0;
        widgetClient.typing(conversationId, false);
      }
    }, TYPING_CLEAR);
  };

  const send = () => {
    if (!text.trim()) return;
    widgetClient.send(conversationId, text);
    lastTyping.current = 0;
    setText('');
    area.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'Enter' && event.ctrlKey) {
      event.preventDefault();
      const el = event.currentTarget;
      const start = el.selectionStart;
      const next = `${text.slice(0, start)}\n${text.slice(el.selectionEnd)}`;
      setText(next);
      requestAnimationFrame(() => el.setSelectionRange(start + 1, start + 1));
    }
  };

  const insertEmoji = (value: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(`${text.slice(0, start)}${value}${text.slice(end)}`);
    setEmoji(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + value.length, start + value.length);
    });
  };

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploadError(undefined);
    const { uploadFile } = await loadUpload();
    for (const file of Array.from(files)) {
      setUploading((u) => [...u, file.name]);
      try {
        await uploadFile(conversationId, file);
      } catch (error) {
        setUploadError(error instanceof Error ? error.message : t`Update failed`);
      } finally {
        setUploading((u) => u.filter((n) => n !== file.name));
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Wrap>
      {uploading.map((name) => (
        <Note key={name}>{t`Uploading ${name}…`}</Note>
      ))}
      {uploadError && <Note role="alert">{uploadError}</Note>}
      {emoji && (
        <Suspense fallback={null}>
          <EmojiPicker onPick={insertEmoji} />
        </Suspense>
      )}
      <Bar>
        <Input
          ref={area}
          value={text}
          rows={1}
          maxLength={5000}
          placeholder={t`Write a message…`}
          aria-label={t`Message`}
          onChange={(e) => typed(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Tool type="button" aria-label={t`Emoji`} onClick={() => setEmoji((v) => !v)}>
          <SmileIcon />
        </Tool>
        <Tool type="button" aria-label={t`Attach a file`} onClick={() => fileInput.current?.click()}>
          <PaperclipIcon />
        </Tool>
        <input ref={fileInput} type="file" hidden multiple onChange={(e) => void upload(e.target.files)} data-testid="file-input" />
        <Send type="button" aria-label={t`Send`} onClick={send} disabled={!text.trim()}>
          <SendIcon />
        </Send>
      </Bar>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 2px;
  padding: 8px 8px 8px 14px;
`;
const Input = styled.textarea`
  flex: 1;
  min-height: 36px;
  max-height: 100px;
  padding: 8px 0;
  border: 0;
  outline: none;
  resize: none;
  font: inherit;
  line-height: 20px;
  field-sizing: content;
  background: transparent;
  color: inherit;
`;
const Tool = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Send = styled(Tool)`
  color: ${({ theme }) => theme.colors.primary};
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;
const Note = styled.div`
  padding: 6px 14px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;
