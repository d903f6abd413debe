import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { floatingStyles } from './floatingStyles';

export interface PopoverProps {
  /** The element that opens it; must accept a ref (a Button, say). */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Names the popover for screen readers. */
  label?: string;
  /** Focus moving to an element matching this selector does not close it (e.g. the menu that opened it handing focus back late). */
  keepOpenOnFocus?: string;
}

export function Popover({ trigger, children, open, onOpenChange, side = 'bottom', align = 'start', label, keepOpenOnFocus }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Content
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          onFocusOutside={(event) => {
            if (keepOpenOnFocus && event.target instanceof Element && event.target.closest(keepOpenOnFocus)) event.preventDefault();
          }}
        >
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

const Content = styled(RadixPopover.Content)`
  ${floatingStyles}
  padding: ${({ theme }) => theme.spacing(4)};
`;
