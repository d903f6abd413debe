import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../utils/countdown';

/**
 * A countdown measured against the clock (not by counting ticks), so a throttled background tab
 * still ends on time. `start()` begins it; `remaining` is 0 when idle or finished.
 */
export function useCountdown(seconds: number): { remaining: number; running: boolean; start: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(endsAt, now);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        window.clearInterval(timer);
        setEndsAt(null);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  return { remaining, running: remaining > 0, start };
}
