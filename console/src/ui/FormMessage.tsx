import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type FormMessageTone = 'error' | 'success' | 'info';

export interface FormMessageProps {
  tone?: FormMessageTone;
  children: ReactNode;
  className?: string;
}

/** A message for a whole form (a server error under the submit button, say); errors are announced. */
export function FormMessage({ tone = 'error', children, className }: FormMessageProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} className={className}>
      {tone === 'error' ? <CircleAlert size={16} aria-hidden /> : tone === 'success' ? <CircleCheck size={16} aria-hidden /> : <Info size={16} aria-hidden />}
      <span>{children}</span>
    </Box>
  );
}

function colours(theme: DefaultTheme, tone: FormMessageTone): [string, string] {
  if (tone === 'error') return [theme.colors.dangerSoft, theme.colors.danger];
  if (tone === 'success') return [theme.colors.successSoft, theme.colors.success];
  return [theme.colors.infoSoft, theme.colors.info];
}

const Box = styled.div<{ $tone: FormMessageTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2.5)} ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone }) => colours(theme, $tone)[0]};
  color: ${({ theme, $tone }) => colours(theme, $tone)[1]};
  font-size: ${({ theme }) => theme.font.size.body};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;
