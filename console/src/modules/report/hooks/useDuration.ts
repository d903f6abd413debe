import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { durationParts } from '../utils/dashboardData';

/** A number of seconds as people say it ("3 min 30 s", "1 h 5 min", "2 d 4 h"); null as a dash. */
export function useDuration(): (seconds: number | null | undefined) => string {
  const { t } = useLingui();
  return useCallback(
    (seconds) => {
      if (seconds === null || seconds === undefined) return '—';
      const { d, h, m, s } = durationParts(seconds);
      if (d > 0) return t`${d} d ${h} h`;
      if (h > 0) return t`${h} h ${m} min`;
      if (m > 0) return t`${m} min ${s} s`;
      return t`${s} s`;
    },
    [t],
  );
}
