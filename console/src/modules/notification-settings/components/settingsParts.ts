import styled from 'styled-components';

/** The muted explanation beside a state or under a list. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
