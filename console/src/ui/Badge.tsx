import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <Pill $tone={tone} className={className}>
      {children}
    </Pill>
  );
}

function colours(theme: DefaultTheme, tone: BadgeTone): [string, string] {
  const c = theme.colors;
  switch (tone) {
    case 'neutral':
      return [c.surfaceHover, c.textMuted];
    case 'primary':
      return [c.primarySoft, c.primaryActive];
    case 'success':
      return [c.successSoft, c.success];
    case 'warning':
      return [c.warningSoft, c.warning];
    case 'danger':
      return [c.dangerSoft, c.danger];
  }
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $tone }) => colours(theme, $tone)[0]};
  color: ${({ theme, $tone }) => colours(theme, $tone)[1]};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;
