import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** The Undo of the merge toast, with the seconds left; gone when the server would refuse it. */
export function UndoMergeButton({ until, onUndo }: { until: number; onUndo: () => void }) {
  const { t } = useLingui();
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000))), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (left === 0 || used) return null;
  return (
    <Undo
      type="button"
      data-testid="merge-undo"
      onClick={() => {
        setUsed(true);
        onUndo();
      }}
    >
      {t`Undo (${left} s)`}
    </Undo>
  );
}

const Undo = styled.button`
  margin-top: 4px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  cursor: pointer;
`;
