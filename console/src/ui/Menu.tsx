import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { floatingStyles } from './floatingStyles';

export interface MenuProps {
  trigger: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  label?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dropdown menu with arrow-key navigation and type-ahead (Radix). Not modal, as the ARIA menu
 * button pattern has it: focus moves into the menu and Escape or a choice brings it back to the
 * trigger, but the page behind is not marked aria-hidden around focusable controls (axe's
 * aria-hidden-focus).
 */
export function Menu({ trigger, children, side = 'bottom', align = 'start', label, open, onOpenChange }: MenuProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content side={side} align={align} sideOffset={10} collisionPadding={12} aria-label={label}>
          {children}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  icon?: ReactNode;
  onSelect?: () => void;
  active?: boolean;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export function MenuItem({ children, icon, onSelect, active, tone = 'default', disabled }: MenuItemProps) {
  return (
    <Item onSelect={onSelect} disabled={disabled} $active={!!active} $tone={tone} aria-current={active ? 'page' : undefined}>
      {icon && <IconSlot aria-hidden>{icon}</IconSlot>}
      <span>{children}</span>
    </Item>
  );
}

export interface MenuLinkItemProps {
  to: string;
  children: ReactNode;
  icon?: ReactNode;
  active?: boolean;
}

/** A menu entry that is a real link (middle-click and "open in new tab" work). */
export function MenuLinkItem({ to, children, icon, active }: MenuLinkItemProps) {
  return (
    <Item asChild $active={!!active} $tone="default">
      <Link to={to} aria-current={active ? 'page' : undefined}>
        {icon && <IconSlot aria-hidden>{icon}</IconSlot>}
        <span>{children}</span>
      </Link>
    </Item>
  );
}

const Content = styled(DropdownMenu.Content)`
  ${floatingStyles}
`;

const Item = styled(DropdownMenu.Item)<{ $active: boolean; $tone: 'default' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2.5)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.body};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  outline: none;
  ${({ theme, $active }) =>
    $active &&
    css`
      color: ${theme.colors.primary};
      font-weight: ${theme.font.weight.bold};
    `}
  &[data-highlighted] {
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primarySoft)};
  }
  /* Its own ring: the global :focus-visible rule ties with outline: none above, and which wins
     depended on the order chunks inserted their styles. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const IconSlot = styled.span`
  display: inline-flex;
  color: inherit;
  opacity: 0.8;
`;

export const MenuLabel = styled(DropdownMenu.Label)`
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.xsmall};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const MenuSeparator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(1)};
  background: ${({ theme }) => theme.colors.border};
`;
