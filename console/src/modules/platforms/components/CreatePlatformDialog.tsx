import { useLingui } from '@lingui/react/macro';
import { MessageCircle, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

export type PlatformChoice = 'facebook' | 'sanuker';

/** Spec §2: Create asks which type of platform; a type must be chosen. */
export function CreatePlatformDialog({
  open,
  onOpenChange,
  onCreate,
  creating,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (type: PlatformChoice) => void;
  creating: boolean;
}) {
  const { t } = useLingui();
  const [type, setType] = useState<PlatformChoice | null>(null);
  const [tried, setTried] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Connect a platform`}
      description={t`Conversations from the platform arrive in your inbox, and your replies go back through it.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button
            loading={creating}
            onClick={() => {
              setTried(true);
              if (type) onCreate(type);
            }}
          >
            {t`Create`}
          </Button>
        </>
      }
    >
      <Choices role="radiogroup" aria-label={t`Platform type`}>
        <Choice type="button" role="radio" aria-checked={type === 'facebook'} onClick={() => setType('facebook')}>
          <MessageCircle size={22} aria-hidden />
          <span>
            <strong>{t`Facebook page`}</strong>
            <small>{t`Messenger conversations of your Facebook pages.`}</small>
          </span>
        </Choice>
        <Choice type="button" role="radio" aria-checked={type === 'sanuker'} onClick={() => setType('sanuker')}>
          <MessagesSquare size={22} aria-hidden />
          <span>
            <strong>{t`Messaging provider`}</strong>
            <small>{t`WhatsApp numbers and Facebook pages hosted by your messaging provider.`}</small>
          </span>
        </Choice>
      </Choices>
      {tried && !type && <Problem role="alert">{t`Choose a platform type.`}</Problem>}
    </Modal>
  );
}

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Choice = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  span {
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-checked='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
const Problem = styled.p`
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;
