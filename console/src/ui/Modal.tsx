import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { DialogCloseButton } from './DialogCloseButton';
import { DialogDescription, DialogFooter, DialogHeader, DialogOverlay, DialogPanel, DialogTitle, type DialogFrameProps } from './dialogParts';

export type ModalProps = DialogFrameProps;

/** A centred dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Modal({ open, onOpenChange, title, description, footer, width = 440, children }: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
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
            <Close />
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

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Content = styled(DialogPanel)`
  position: fixed;
  top: 50%;
  left: 50%;
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 64px);
  overflow: auto;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => theme.spacing(6)};
  border-radius: ${({ theme }) => theme.radius.xlarge};
  animation: ${popIn} ${({ theme }) => theme.motion.normal};
`;

const Header = DialogHeader;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.spacing(5)};
`;

const Footer = styled(DialogFooter)`
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

const Title = DialogTitle;
const Description = styled(DialogDescription)`
  margin-top: ${({ theme }) => theme.spacing(2)};
`;
const Close = styled(DialogCloseButton)`
  margin: -4px -6px 0 0;
`;
