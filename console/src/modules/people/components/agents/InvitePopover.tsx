import { useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Input } from '../../../../ui/Input';
import { Popover } from '../../../../ui/Popover';
import { useInviteAgent } from '../../hooks/useInviteAgent';
import { inviteProblems, type InviteProblems } from '../../utils/inviteForm';

/** Spec §2 invite popover: email and agent name; the invitation arrives by email. */
export function InvitePopover() {
  const { t } = useLingui();
  const invite = useInviteAgent();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [problems, setProblems] = useState<InviteProblems>({});
  const [sending, setSending] = useState(false);

  const reset = () => {
    setEmail('');
    setDisplayName('');
    setProblems({});
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      align="end"
      label={t`Invite agent`}
      trigger={
        <Button icon={<UserPlus size={16} />} data-testid="invite-agent">
          {t`Invite agent`}
        </Button>
      }
    >
      <Form
        noValidate
        data-testid="invite-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const found = inviteProblems({ email, displayName });
          setProblems(found);
          if (Object.keys(found).length) return;
          setSending(true);
          const sent = await invite(email, displayName);
          setSending(false);
          if (sent) {
            setOpen(false);
            reset();
          }
        }}
      >
        <Heading>{t`Invite an agent`}</Heading>
        <Input
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={
            problems.email === 'required' ? t`Please fill in the email` : problems.email === 'format' ? t`Please enter the correct email format` : undefined
          }
          autoFocus
        />
        <Input
          label={t`Agent name`}
          name="displayName"
          autoComplete="off"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={problems.displayName ? t`Please fill in the agent name` : undefined}
        />
        <Button type="submit" loading={sending} fullWidth data-testid="send-invitation">
          {t`Send invitation`}
        </Button>
      </Form>
    </Popover>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 300px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.medium};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
