import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

export interface DraftModalProps {
  title: string;
  description?: string;
  width: number;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  /** The form scrolls inside the dialog (a long one), keeping Cancel and Save in view. */
  scrolls?: boolean;
  testId?: string;
  children: ReactNode;
}

/** The dialog of a settings editor: its fields in a column, then Cancel and Save. */
export function DraftModal({ title, description, width, saving, onClose, onSave, scrolls, testId, children }: DraftModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open
      width={width}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button loading={saving} onClick={onSave}>{t`Save`}</Button>
        </>
      }
    >
      <Form $scrolls={!!scrolls} data-testid={testId}>
        {children}
      </Form>
    </Modal>
  );
}

const Form = styled.div<{ $scrolls: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  ${({ $scrolls }) => ($scrolls ? 'max-height: 60vh; overflow-y: auto; padding: 2px;' : '')}
`;
