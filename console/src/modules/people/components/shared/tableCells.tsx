import styled from 'styled-components';

/** An email address in a people table: a mailto link, or a dash when there is none. */
export function EmailCell({ email }: { email: string | null | undefined }) {
  return email ? <Mail href={`mailto:${email}`}>{email}</Mail> : <NoValue />;
}

/** What a people table shows in a cell that has no value. */
export function NoValue() {
  return <Muted>—</Muted>;
}

/** A reference number: monospaced, so numbers of one length line up down the column. */
export const RefIdText = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Mail = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;
