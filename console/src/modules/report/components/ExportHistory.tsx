import { useLingui } from '@lingui/react/macro';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import type { MessageExport } from '../hooks/useMessageExports';
import { Card, CardHint, CardTitle } from './parts';

export interface ExportHistoryProps {
  jobs: readonly MessageExport[];
  loading: boolean;
  onDownload: (job: MessageExport) => Promise<void>;
  onDelete: (job: MessageExport) => Promise<boolean>;
}

const sizeText = (bytes: number, kb: string, mb: string) => (bytes >= 1024 * 1024 ? mb : kb);

/** Spec §2/§4: the message-history archives; pending shows Scheduled with download disabled, other states are not shown. */
export function ExportHistory({ jobs, loading, onDownload, onDelete }: ExportHistoryProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<MessageExport | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const shown = jobs.filter((j) => j.status === 'pending' || j.status === 'success');
  return (
    <Card data-testid="export-history">
      <div>
        <CardTitle>{t`Download history`}</CardTitle>
        <CardHint>{t`Conversation information records you asked for. Archives open with the report password they were made with.`}</CardHint>
      </div>
      {loading && shown.length === 0 ? (
        <Spinner size={20} label={t`Loading the download history`} />
      ) : shown.length === 0 ? (
        <CardHint data-testid="export-history-empty">{t`No archives yet. Choose "Conversation information record" above to make one.`}</CardHint>
      ) : (
        <List>
          {shown.map((job) => {
            const pending = job.status === 'pending';
            const size = job.size ?? 0;
            const kb = i18n.number(Math.max(1, Math.round(size / 1024)));
            const mb = i18n.number(size / 1024 / 1024, { maximumFractionDigits: 1 });
            const conversations = i18n.number(job.conversations);
            return (
              <Item key={job.id} data-export={job.id} data-status={job.status}>
                <Main>
                  <Range>
                    {job.from} – {job.to}
                  </Range>
                  <Meta>
                    {t`Requested ${i18n.date(new Date(job.createDate), { dateStyle: 'medium', timeStyle: 'short' })}`}
                    {!pending && (
                      <>
                        {' '}
                        · {t`${conversations} conversations`} · {sizeText(size, t`${kb} KB`, t`${mb} MB`)}
                      </>
                    )}
                  </Meta>
                  <Tags>
                    {job.includeFile && <Badge>{t`Files`}</Badge>}
                    {job.includeVoice && <Badge>{t`Voice`}</Badge>}
                    {pending && <Badge tone="warning">{t`Scheduled`}</Badge>}
                    {!pending && !job.currentKey && (
                      <Badge tone="neutral">
                        <KeyRound size={11} aria-hidden /> {t`Earlier password`}
                      </Badge>
                    )}
                  </Tags>
                </Main>
                <Actions>
                  <Button
                    variant="secondary"
                    size="small"
                    icon={<Download size={14} />}
                    disabled={pending}
                    loading={downloading === job.id}
                    onClick={() => {
                      setDownloading(job.id);
                      void onDownload(job).finally(() => setDownloading(null));
                    }}
                  >
                    {t`Download`}
                  </Button>
                  <IconButton label={t`Delete archive`} icon={<Trash2 size={15} />} onClick={() => setConfirming(job)} />
                </Actions>
              </Item>
            );
          })}
        </List>
      )}
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t`Delete this archive?`}
        description={t`The archive is deleted for everyone; you can ask for the same days again.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t`Cancel`}
            </Button>
            <Button
              variant="danger"
              loading={deleting}
              onClick={() => {
                if (!confirming) return;
                setDeleting(true);
                void onDelete(confirming).then((done) => {
                  setDeleting(false);
                  if (done) setConfirming(null);
                });
              }}
            >
              {t`Delete`}
            </Button>
          </>
        }
      />
    </Card>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
`;
const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;
const Range = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
`;
const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  &:empty {
    display: none;
  }
`;
const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;
