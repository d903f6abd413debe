import { useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button } from '../../../ui/Button';

/** What a platform form takes: the draft, its change, the problems to show; `editing` when the record exists (its id fixed). */
export interface DraftFieldsProps<D, P extends string> {
  draft: D;
  onChange: (draft: D) => void;
  editing: boolean;
  problems: P[];
}

/** Cancel and a confirming button, the footer of every platform dialog and drawer. */
export function FormFooter({
  onCancel,
  onConfirm,
  loading,
  confirmLabel,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
  confirmLabel?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t`Cancel`}
      </Button>
      <Button loading={loading} onClick={onConfirm}>
        {confirmLabel ?? t`Save`}
      </Button>
    </>
  );
}

/** A detail card's head: its title, Edit and Remove. */
export function EditRemoveHead({ title, onEdit, onRemove }: { title: string; onEdit: () => void; onRemove: () => void }) {
  const { t } = useLingui();
  return (
    <Head>
      <h2>{title}</h2>
      <Actions>
        <Button variant="secondary" icon={<Pencil size={16} />} onClick={onEdit}>
          {t`Edit`}
        </Button>
        <Button variant="danger" icon={<Trash2 size={16} />} onClick={onRemove}>
          {t`Remove`}
        </Button>
      </Actions>
    </Head>
  );
}

/** A list card's head: its title and the button that adds to it. */
export function AddHead({ title, label, onAdd }: { title: string; label: string; onAdd: () => void }) {
  return (
    <Head>
      <h2>{title}</h2>
      <Button icon={<Plus size={16} />} onClick={onAdd}>
        {label}
      </Button>
    </Head>
  );
}

/** The heading of a card that has its own actions (a connection's). */
export function CardHead({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Head>
      <h2>{title}</h2>
      <Actions>{children}</Actions>
    </Head>
  );
}

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;
export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 880px;
`;
export const Facts = styled.div`
  display: grid;
  grid-template-columns: 180px 1fr;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.small};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1)};
`;
/** A row of a card's list: what it opens, then `buttons` icon buttons; `hover` outlines the row under the pointer. */
export const ListRow = styled.div<{ $buttons?: number; $hover?: boolean }>`
  display: grid;
  grid-template-columns: 1fr ${({ $buttons = 1 }) => ' auto'.repeat($buttons)};
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  ${({ $hover, theme }) =>
    $hover &&
    css`
      &:hover {
        border-color: ${theme.colors.primary};
      }
    `}
`;
/** A list row's link: the name, a small line under it, its badges. */
export const RowLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
