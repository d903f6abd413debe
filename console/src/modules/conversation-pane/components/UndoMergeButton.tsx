import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { toastActionStyles } from '../../../ui/toast/toastActionStyles';

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
  ${toastActionStyles}
`;
