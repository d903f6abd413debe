import { Lock } from 'lucide-react';
import styled from 'styled-components';

export interface ModeNoteProps {
  text: string;
  /** The way to the other side (customer or internal), when there is one. */
  action?: { label: string; onClick: () => void };
  /** Announced when it appears (the response window closing while the agent writes). */
  status?: boolean;
  testId: string;
}

/** A line above the composer's text saying which side it writes to, or why it cannot write to the customer. */
export function ModeNote({ text, action, status, testId }: ModeNoteProps) {
  return (
    <InternalNote role={status ? 'status' : undefined} data-testid={testId}>
      <Lock size={12} aria-hidden />
      <span>{text}</span>
      {action && (
        <button type="button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </InternalNote>
  );
}

const InternalNote = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    flex: none;
  }
  button {
    flex: none;
    margin-left: auto;
    padding: 0;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    white-space: nowrap;
    text-decoration: underline;
    cursor: pointer;
  }
`;
