import { useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Checkbox } from '../../../../ui/Checkbox';
import { Input } from '../../../../ui/Input';
import { Popover } from '../../../../ui/Popover';
import { useSession } from '../../../session/hooks/useSession';
import { useInviteAgent } from '../../hooks/useInviteAgent';
import type { MailDelivery } from '../../utils/invitationStatus';
import { initialInvitePermissions, inviteProblems, type InviteProblems } from '../../utils/inviteForm';
import { BROAD_PERMISSIONS, canGrant, FINE_PERMISSIONS, permissionBox, togglePermission, type EditablePermission } from '../../utils/permissionEditor';
import { permissionText } from '../../utils/permissionLabels';

export interface InvitePopoverProps {
  /** The workspace's teams the person can join (an inviter manages users, so all of them). */
  teams: readonly { id: string; name: string }[];
  delivery: MailDelivery;
}

/**
 * Spec §2 invite popover: email, agent name, the permissions the person joins with (issue 47:
 * never more than the inviter holds; what they cannot grant is greyed out, and the server refuses it
 * too) and their teams. The invitation arrives by email, or waits in the server's outbox.
 */
export function InvitePopover({ teams, delivery }: InvitePopoverProps) {
  const { t, i18n } = useLingui();
  const invite = useInviteAgent(delivery);
  const held = useSession().user?.permissions ?? [];
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [permissions, setPermissions] = useState<string[]>(() => initialInvitePermissions(held));
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<InviteProblems>({});
  const [sending, setSending] = useState(false);

  const reset = () => {
    setEmail('');
    setDisplayName('');
    setPermissions(initialInvitePermissions(held));
    setTeamIds([]);
    setProblems({});
  };

  const box = (permission: EditablePermission, fine: boolean) => {
    const state = permissionBox(permissions, permission, held.includes('system'));
    return (
      <Item key={permission} $fine={fine} data-testid={`invite-permission-${permission}`}>
        <Checkbox
          label={permissionText(permission, i18n).label}
          checked={state.checked}
          disabled={state.disabled || !canGrant(held, permission)}
          onCheckedChange={(checked) => setPermissions((list) => togglePermission(list, permission, checked))}
        />
      </Item>
    );
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
          const sent = await invite({ email, displayName, permissions, teamIds });
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
        <Permissions>
          <Legend>{t`Permissions`}</Legend>
          <Hint>{t`What they can do once they join. You can grant only permissions you hold.`}</Hint>
          {BROAD_PERMISSIONS.map((p) => box(p, false))}
          {FINE_PERMISSIONS.map((p) => box(p, true))}
        </Permissions>
        {teams.length > 0 && (
          <Permissions data-testid="invite-teams">
            <Legend>{t`Teams`}</Legend>
            {teams.map((team) => (
              <Checkbox
                key={team.id}
                label={team.name}
                checked={teamIds.includes(team.id)}
                onCheckedChange={(checked) => setTeamIds((list) => (checked ? [...list, team.id] : list.filter((id) => id !== team.id)))}
              />
            ))}
          </Permissions>
        )}
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
  width: 320px;
`;

const Permissions = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Item = styled.div<{ $fine: boolean }>`
  padding-left: ${({ theme, $fine }) => ($fine ? theme.spacing(4) : 0)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.medium};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
