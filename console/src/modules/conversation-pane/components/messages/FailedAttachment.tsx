import { useLingui } from '@lingui/react/macro';
import { FileWarning } from 'lucide-react';
import styled from 'styled-components';
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
    <Card data-testid="attachment-failed">
      <Icon>
        <FileWarning size={20} aria-hidden />
      </Icon>
      <Info>
        <Name title={name}>{name}</Name>
        <Reason>{t`Attachment not received: ${reason}.`}</Reason>
      </Info>
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 200px;
  max-width: 100%;
  padding: ${({ theme }) => theme.spacing(1)} 0;
`;
const Icon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;
const Info = styled.div`
  flex: 1;
  min-width: 0;
`;
const Name = styled.div`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Reason = styled.div`
  font-size: ${({ theme }) => theme.font.size.small};
  opacity: 0.85;
`;
