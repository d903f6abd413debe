import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export interface TooltipProps extends Omit<ComponentPropsWithRef<typeof RadixTooltip.Trigger>, 'content' | 'asChild'> {
  content: ReactNode;
  /** Must accept a ref. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A short label shown on hover and keyboard focus. Wrap the app in TooltipProvider. Other props
 * reach the trigger, so a Tooltip can itself be the asChild child of a menu or popover trigger.
 */
export function Tooltip({ content, children, side = 'right', ...triggerProps }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild {...triggerProps}>
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Bubble side={side} sideOffset={8}>
          {content}
        </Bubble>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={300}>{children}</RadixTooltip.Provider>;
}

const Bubble = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.layer.tooltip};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2.5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  box-shadow: ${({ theme }) => theme.shadow.medium};
`;
