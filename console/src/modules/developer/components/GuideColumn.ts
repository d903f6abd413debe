import styled from 'styled-components';

/** A developer guide: paragraphs and code blocks one under another, at a readable width. */
export const GuideColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 760px;
  & > p {
    margin: 0;
  }
`;
