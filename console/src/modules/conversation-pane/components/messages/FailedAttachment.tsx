import { useLingui } from '@lingui/react/macro';
import { FileWarning } from 'lucide-react';
import { FileCard, FileCardDetail, FileCardIcon, FileCardInfo, FileCardName } from './FileCard';
import type { MessageMeta } from '../../utils/types';

/**
 * An attachment a platform delivery linked to that the server did not store (issue 47: an address it
 * will not fetch, too large, a type not accepted...): what it was and why, with nothing to download.
 */
export function FailedAttachment({ failed }: { failed: NonNullable<MessageMeta['failedAttachment']> }) {
  const { t } = useLingui();
  const reasons: Record<string, string> = {
    blockedAddress: t`its address is on a private or local network, which the server does not fetch from`,
    invalidUrl: t`its link is not a web address the server fetches`,
    tooManyRedirects: t`its link redirected too many times`,
    tooLarge: t`it is larger than the file size limit`,
    typeNotAllowed: t`files of its type are not accepted`,
    unreachable: t`it could not be downloaded`,
  };
  const reason = reasons[failed.reason] ?? reasons.unreachable;
  const name = failed.name || t`Attachment`;
  return (
    <FileCard data-testid="attachment-failed">
      <FileCardIcon $tone="danger">
        <FileWarning size={20} aria-hidden />
      </FileCardIcon>
      <FileCardInfo>
        <FileCardName title={name}>{name}</FileCardName>
        <FileCardDetail>{t`Attachment not received: ${reason}.`}</FileCardDetail>
      </FileCardInfo>
    </FileCard>
  );
}
