import { useLingui } from '@lingui/react/macro';
import styled, { keyframes } from 'styled-components';

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; defaults to "Loading". */
  label?: string;
  className?: string;
}

/** An indeterminate progress ring that inherits the text colour. */
export function Spinner({ size = 18, label, className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <Ring role="status" aria-label={label ?? t`Loading`} className={className} style={{ width: size, height: size }} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Ring>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.svg`
  flex: none;
  animation: ${spin} 0.8s linear infinite;
`;
