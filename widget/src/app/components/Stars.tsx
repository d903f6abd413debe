import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

/** Rating 1 to 5 in steps of 1 (spec §5). */
export function Stars({ value, onChange, readOnly }: { value: number; onChange?: (v: number) => void; readOnly?: boolean }) {
  const { t } = useLingui();
  return (
    <Row role="radiogroup" aria-label={t`Rating`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t`${n} of 5`}
          disabled={readOnly}
          $on={n <= value}
          onClick={() => onChange?.(n)}
        >
          ★
        </Star>
      ))}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: 2px;
`;
const Star = styled.button<{ $on: boolean }>`
  padding: 0 2px;
  border: 0;
  background: none;
  color: ${({ $on }) => ($on ? '#f5a623' : '#d5d8e2')};
  font-size: 26px;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;
