import { useLingui } from '@lingui/react/macro';
import { Check, Copy, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { DangerFooter } from '../../../ui/DangerFooter';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast/useToast';
import { useCopy } from '../../../ui/useCopy';
import { useExportKey } from '../hooks/useExportKey';
import { Card, CardHint, CardTitle } from './parts';

/** Spec §2: view or revoke the report password (exportKey), which opens the message-history archives. */
export function ReportPassword() {
  const { t } = useLingui();
  const toast = useToast();
  const { key, revoke, revoking } = useExportKey();
  const { canCopy, copied, copy } = useCopy();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card data-testid="report-password">
      <div>
        <CardTitle>{t`Report password`}</CardTitle>
        <CardHint>{t`Opens the conversation information record archives (AES-256 zip).`}</CardHint>
      </div>
      <Row>
        <Value data-testid="report-password-value" aria-label={t`Report password`}>
          {key === null ? '…' : shown ? key : '•'.repeat(Math.min(18, key.length))}
        </Value>
        <IconButton
          label={shown ? t`Hide password` : t`Show password`}
          aria-pressed={shown}
          icon={shown ? <EyeOff size={15} /> : <Eye size={15} />}
          onClick={() => setShown((v) => !v)}
        />
        {canCopy && key && (
          <IconButton label={copied ? t`Copied` : t`Copy`} icon={copied ? <Check size={15} /> : <Copy size={15} />} onClick={() => void copy(key)} />
        )}
      </Row>
      <div>
        <Button variant="secondary" icon={<RefreshCw size={14} />} onClick={() => setConfirming(true)}>
          {t`Revoke password`}
        </Button>
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Revoke the report password?`}
        description={t`A new password protects the archives made from now on. Archives made before keep the old password: note it first if you still need to open them.`}
        footer={
          <DangerFooter
            confirmLabel={t`Revoke`}
            loading={revoking}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              void revoke().then((done) => {
                if (!done) return;
                setConfirming(false);
                setShown(true);
                toast({ kind: 'success', title: t`A new report password was made` });
              })
            }
          />
        }
      />
    </Card>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const Value = styled.code`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  overflow-wrap: anywhere;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
`;
