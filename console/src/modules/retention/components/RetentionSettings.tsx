import { useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DangerFooter } from '../../../ui/DangerFooter';
import { FormMessage } from '../../../ui/FormMessage';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { formatFileSize } from '../../../shared/fileSize';
import { Card, CardHead, CardHint, CardTitle } from '../../report/components/parts';
import type { RetentionPreview } from '../hooks/useRetentionPolicy';
import { parseDays, RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '../utils/retentionDays';

export interface RetentionSettingsProps {
  enabled: boolean;
  days: number;
  preview: (days: number) => Promise<RetentionPreview | null>;
  previewing: boolean;
  update: (input: { enabled: boolean; days?: number; previewToken?: string }) => Promise<boolean>;
  saving: boolean;
}

/**
 * Issue 22: choose the days, preview what would go (a dry run), then switch on after a
 * confirmation. Switching on, or new days while on, needs a preview of exactly those days.
 */
export function RetentionSettings({ enabled, days, preview, previewing, update, saving }: RetentionSettingsProps) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(String(days));
  const [shown, setShown] = useState<RetentionPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = parseDays(value);
  const current = shown && shown.days === chosen ? shown : null;
  const unchanged = enabled && chosen === days;
  const summary = (p: RetentionPreview) => {
    const messages = i18n.number(p.messages);
    const files = i18n.number(p.files);
    const size = formatFileSize(p.bytes);
    const older = i18n.number(p.days);
    return t`${messages} messages and ${files} files (${size}) older than ${older} days would be deleted.`;
  };

  return (
    <Card data-testid="retention-settings">
      <CardHead>
        <div>
          <CardTitle>{t`Retention policy`}</CardTitle>
          <CardHint>{t`Messages older than the days you choose, and their files, are deleted every day while the policy is on.`}</CardHint>
        </div>
        <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? t`On` : t`Off`}</Badge>
      </CardHead>
      <Row>
        <DaysInput
          label={t`Keep messages for (days)`}
          type="number"
          inputMode="numeric"
          min={RETENTION_DAYS_MIN}
          max={RETENTION_DAYS_MAX}
          value={value}
          error={chosen === null ? t`Enter a whole number of days from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button
          variant="secondary"
          icon={<Eye size={15} />}
          loading={previewing}
          disabled={chosen === null || unchanged}
          onClick={() => void (chosen !== null && preview(chosen).then(setShown))}
        >
          {t`Preview`}
        </Button>
      </Row>
      {current && (
        <FormMessage tone="info">
          <span data-testid="retention-preview">{summary(current)}</span>
        </FormMessage>
      )}
      <Actions>
        {!unchanged && (
          <Button variant="danger" disabled={!current} onClick={() => setConfirming(true)}>
            {enabled ? t`Save new days` : t`Switch on`}
          </Button>
        )}
        {enabled && (
          <Button variant="secondary" loading={saving && !confirming} onClick={() => void update({ enabled: false })}>
            {t`Switch off`}
          </Button>
        )}
        {!current && !unchanged && <CardHint>{t`Preview first: it shows what would be deleted.`}</CardHint>}
      </Actions>
      <Modal
        open={confirming && !!current}
        onOpenChange={setConfirming}
        title={t`Switch on data retention?`}
        description={current ? `${summary(current)} ${t`They are deleted now and then every day; this cannot be undone.`}` : undefined}
        footer={
          <DangerFooter
            confirmLabel={t`Delete and switch on`}
            loading={saving}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              void (
                current &&
                update({ enabled: true, days: current.days, previewToken: current.previewToken }).then((done) => {
                  setConfirming(false);
                  if (done) setShown(null);
                })
              )
            }
          />
        }
      />
    </Card>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  flex-wrap: wrap;
`;
const DaysInput = styled(Input)`
  width: 220px;
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  flex-wrap: wrap;
`;
