import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Required: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  size?: number;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, icon, size = 32, type = 'button', ...rest }: IconButtonProps) {
  return (
    <Square type={type} aria-label={label} title={label} $size={size} {...rest}>
      {icon}
    </Square>
  );
}

const Square = styled.button<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
