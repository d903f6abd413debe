import styled, { css } from 'styled-components';

/** Two equal columns (a pair of fields side by side: from and to, name and audience). */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Children one under another, `$gap` spacing steps apart; `$maxWidth` (px) keeps a form or a page's sections readable. */
export const ColumnStack = styled.div<{ $gap: number; $maxWidth?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  ${({ $maxWidth }) =>
    $maxWidth !== undefined &&
    css`
      max-width: ${$maxWidth}px;
    `}
`;

/** Children side by side, wrapping onto more lines when they do not fit (chips, swatches, add buttons). */
export const WrapRow = styled.div<{ $gap: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
`;

/** A single record's page (an agent, a customer): its cards one under another, inset from the frame. */
export const RecordPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(6)} ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(10)};
`;
