import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  icon,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </StyledButton>
  );
}

const heights: Record<ButtonSize, string> = { small: '30px', medium: '38px', large: '44px' };

/** Shared with links that look like buttons. */
export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  height: ${({ $size }) => heights[$size]};
  padding: 0 ${({ theme, $size }) => theme.spacing($size === 'small' ? 3 : 4)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.medium};
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.font.size.small : theme.font.size.body)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${({ theme, $variant }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          box-shadow: ${theme.shadow.small};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
          &:active:not(:disabled) {
            background: ${c.primaryActive};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.borderStrong};
          &:hover:not(:disabled) {
            background: ${c.surfaceHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.primary};
          &:hover:not(:disabled) {
            background: ${c.primarySoft};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.dangerHover};
          }
          &:focus-visible {
            box-shadow: ${theme.shadow.focusDanger};
          }
        `;
    }
  }}
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
`;
