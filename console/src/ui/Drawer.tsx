import * as Dialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { DialogCloseButton } from './DialogCloseButton';
import { DialogDescription, DialogFooter, DialogHeader, DialogOverlay, DialogPanel, DialogTitle, type DialogFrameProps } from './dialogParts';

export type DrawerProps = DialogFrameProps;

/** A panel that slides in from the right, for forms that keep the page behind them in view. */
export function Drawer({ open, onOpenChange, title, description, footer, width = 420, children }: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel style={{ width }} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Header>
            <div>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </div>
            <DialogCloseButton />
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Panel = styled(DialogPanel)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  max-width: 100vw;
  animation: ${slideIn} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);
`;

const Header = styled(DialogHeader)`
  padding: ${({ theme }) => theme.spacing(5)} ${({ theme }) => theme.spacing(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(6)};
`;

const Footer = styled(DialogFooter)`
  padding: ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = DialogTitle;
const Description = DialogDescription;
