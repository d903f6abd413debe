import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable callback that runs `run` once, `delayMs` after the last call of a burst: several
 * realtime events in a row (an assignment moves a few counters at once) make one request, not one
 * each. A call still waiting when the component goes is dropped.
 */
export function useBurstCall(run: () => void, delayMs: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(run);
  latest.current = run;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, delayMs);
  }, [delayMs]);
}
