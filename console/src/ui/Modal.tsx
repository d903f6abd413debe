import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { DialogClose, DialogDescription, DialogTitle } from './dialogParts';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  width?: number;
  children?: ReactNode;
}

/** A centred dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Modal({ open, onOpenChange, title, description, footer, width = 440, children }: ModalProps) {
  const { t } = useLingui();
  const bodyRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          style={{ width }}
          // Without a description, say so; Radix then does not warn.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Start on the content (the chosen option, the first field) rather than on Close.
            const body = bodyRef.current;
            const target = body?.querySelector<HTMLElement>('input:checked') ?? body?.querySelector<HTMLElement>(FIRST_FOCUS);
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Header>
            <Title>{title}</Title>
            <Dialog.Close asChild>
              <Close type="button" aria-label={t`Close`}>
                <X size={18} aria-hidden />
              </Close>
            </Dialog.Close>
          </Header>
          {description && <Description>{description}</Description>}
          {children && <Body ref={bodyRef}>{children}</Body>}
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const FIRST_FOCUS = 'input:not([type=hidden]):not(:disabled), select, textarea, [data-autofocus]';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal};
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.layer.modal};
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 64px);
  overflow: auto;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => theme.spacing(6)};
  border-radius: ${({ theme }) => theme.radius.xlarge};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.large};
  animation: ${popIn} ${({ theme }) => theme.motion.normal};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.spacing(5)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

const Title = DialogTitle;
const Description = styled(DialogDescription)`
  margin-top: ${({ theme }) => theme.spacing(2)};
`;
const Close = styled(DialogClose)`
  margin: -4px -6px 0 0;
`;
