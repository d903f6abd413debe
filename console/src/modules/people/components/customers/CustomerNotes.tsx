import { useLingui } from '@lingui/react/macro';
import { StickyNote } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../../../../ui/controlStyles';
import { newestFirst, noteToAdd } from '../../utils/notes';
import { RelativeTimeText } from '../shared/RelativeTimeText';

export interface CustomerNote {
  id: string;
  authorName?: string | null;
  content: string;
  timestamp: number;
}

export interface CustomerNotesProps {
  notes: readonly CustomerNote[];
  onAdd: (content: string) => Promise<boolean>;
}

/** Spec §2 memo: notes newest first; Enter adds one (Shift or Ctrl+Enter: a new line); empty notes are ignored. */
export function CustomerNotes({ notes, onAdd }: CustomerNotesProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <>
      <Composer
        value={draft}
        rows={2}
        disabled={sending}
        placeholder={t`Write a note and press Enter`}
        aria-label={t`New note`}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={async (e) => {
          if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          const content = noteToAdd(draft);
          if (!content) return;
          setSending(true);
          const ok = await onAdd(content);
          setSending(false);
          if (ok) setDraft('');
        }}
        data-testid="note-input"
      />
      {notes.length === 0 ? (
        <Empty>
          <StickyNote size={16} aria-hidden />
          {t`No memo`}
        </Empty>
      ) : (
        <List data-testid="notes">
          {newestFirst(notes).map((n) => (
            <li key={n.id} data-testid="note">
              <p>{n.content}</p>
              <small>
                {n.authorName ?? t`Agent`} · <RelativeTimeText value={n.timestamp} />
              </small>
            </li>
          ))}
        </List>
      )}
    </>
  );
}

const Composer = styled.textarea`
  ${controlStyles}
  height: auto;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing(2.5)} ${({ theme }) => theme.spacing(3)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    word-break: break-word;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xsmall};
  }
`;

const Empty = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
