import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { bareIconButtonStyles } from './controlStyles';

/** What Modal and Drawer are given: they differ in where they stand, not in what they hold. */
export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  width?: number;
  children?: ReactNode;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The dimmed page behind a dialog. */
export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal};
`;

/** The dialog itself, above the overlay; Modal and Drawer say where it stands and how it comes in. */
export const DialogPanel = styled(Dialog.Content)`
  z-index: ${({ theme }) => theme.layer.modal};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.large};
  &:focus {
    outline: none;
  }
`;

/** The title (and description) on the left, the close button on the right. */
export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
`;

/** The dialog's buttons, right-aligned. */
export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Header pieces shared by Modal and Drawer, so both dialogs read alike. */
export const DialogTitle = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const DialogDescription = styled(Dialog.Description)`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogClose = styled.button`
  ${bareIconButtonStyles}
  flex-shrink: 0;
  width: 30px;
  height: 30px;
  color: ${({ theme }) => theme.colors.textSubtle};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
