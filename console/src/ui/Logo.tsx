import styled from 'styled-components';

export interface LogoProps {
  /** Mark only, for the navigation rail. */
  compact?: boolean;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  size?: number;
}

/** The Parley mark: two overlapping speech bubbles. The name is a brand and is not translated. */
export function Logo({ compact = false, inverted = false, size = 32 }: LogoProps) {
  return (
    <Wrapper $inverted={inverted}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="9" fill={inverted ? '#ffffff' : '#6d78a5'} />
        <path
          d="M8 10.5C8 9.1 9.1 8 10.5 8h8C19.9 8 21 9.1 21 10.5v5c0 1.4-1.1 2.5-2.5 2.5H13l-3.2 2.6c-.5.4-1.3 0-1.3-.6V18h.1C8.3 17.6 8 16.6 8 15.5v-5Z"
          fill={inverted ? '#6d78a5' : '#ffffff'}
        />
        <path
          d="M23 13.2c.9.4 1.5 1.3 1.5 2.3v5.2c0 .8-.3 1.5-.9 1.9v2.1c0 .5-.6.8-1 .5l-2.6-2.1h-5c-1.2 0-2.2-.8-2.4-1.9h5.9c2.5 0 4.5-2 4.5-4.5v-3.5Z"
          fill={inverted ? '#6d78a5' : '#ffffff'}
          opacity="0.7"
        />
      </svg>
      {!compact && <Name>Parley</Name>}
    </Wrapper>
  );
}

const Wrapper = styled.span<{ $inverted: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2.5)};
  color: ${({ theme, $inverted }) => ($inverted ? theme.colors.onPrimary : theme.colors.text)};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.font.size.title};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: -0.01em;
`;
