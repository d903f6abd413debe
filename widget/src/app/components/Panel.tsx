import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The open widget: a card inside the 400x700 frame (desktop) or the whole screen (mobile). */
export function Panel({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return (
    <Frame $mobile={mobile} role="dialog" aria-modal="false">
      {children}
    </Frame>
  );
}

const Frame = styled.div<{ $mobile: boolean }>`
  position: absolute;
  inset: ${({ $mobile }) => ($mobile ? '0' : '12px')};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ $mobile, theme }) => ($mobile ? '0' : theme.radius.large)};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ $mobile, theme }) => ($mobile ? 'none' : theme.shadow)};
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  flex: none;
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
`;

export const PrimaryButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  padding: 11px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowSoft};
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(1)};
  font-size: 15px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  line-height: 1.45;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
