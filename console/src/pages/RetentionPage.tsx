import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import { FormMessage } from '../ui/FormMessage';
import { PageLoader } from '../ui/PageLoader';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { RetentionLastRun } from '../modules/retention/components/RetentionLastRun';
import { RetentionSettings } from '../modules/retention/components/RetentionSettings';
import { useRetentionPolicy } from '../modules/retention/hooks/useRetentionPolicy';

/** Issue 22: Settings › Data retention (/retention, manageSettings). */
export function RetentionPage() {
  const { t } = useLingui();
  const r = useRetentionPolicy();
  const { refetch } = r;
  const enabled = r.policy?.enabled ?? false;
  const ranAt = r.policy?.lastRun?.finishedAt ?? null;
  // Switched on, the first run follows in the background: look again until it has reported.
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => void refetch(), 2000);
    const stop = setTimeout(() => clearInterval(timer), 60_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [enabled, ranAt, refetch]);
  return (
    <PeoplePage title={t`Data retention`} subtitle={t`Delete old messages and their files automatically.`}>
      {r.loading ? (
        <PageLoader />
      ) : r.policy ? (
        <Column>
          <RetentionSettings
            key={`${r.policy.enabled}-${r.policy.days}`}
            enabled={r.policy.enabled}
            days={r.policy.days}
            preview={r.preview}
            previewing={r.previewing}
            update={r.update}
            saving={r.saving}
          />
          <RetentionLastRun lastRun={r.policy.lastRun} />
        </Column>
      ) : (
        <FormMessage>{t`Data retention could not be loaded`}</FormMessage>
      )}
    </PeoplePage>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 720px;
`;
