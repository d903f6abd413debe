import styled from 'styled-components';

/** Two equal columns (a pair of fields side by side: from and to, name and audience). */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Children one under another, `$gap` spacing steps apart. */
export const ColumnStack = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
`;

/** Children side by side, wrapping onto more lines when they do not fit (chips, swatches, add buttons). */
export const WrapRow = styled.div<{ $gap: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
`;
