import { useLingui } from '@lingui/react/macro';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { IconButton } from '../../../../ui/IconButton';
import { Select } from '../../../../ui/Select';

export interface TeamMember {
  id: string;
  displayName: string;
  profilePic?: string | null;
  online?: boolean;
}

export interface TeamMembersProps {
  members: readonly TeamMember[];
  /** Every agent of the workspace: those not in the team can be added. */
  agents: readonly TeamMember[];
  canEdit: boolean;
  onChange: (memberIds: string[]) => Promise<boolean>;
}

/** The members of a team, with add and remove. */
export function TeamMembers({ members, agents, canEdit, onChange }: TeamMembersProps) {
  const { t } = useLingui();
  const candidates = agents.filter((a) => !members.some((m) => m.id === a.id));
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = members.map((m) => m.id);
  const change = async (next: string[]) => {
    setBusy(true);
    await onChange(next);
    setBusy(false);
  };

  return (
    <div>
      {members.length === 0 ? (
        <Muted>{t`No members yet`}</Muted>
      ) : (
        <List data-testid="team-members">
          {members.map((m) => (
            <li key={m.id} data-testid="team-member">
              <Avatar name={m.displayName} src={m.profilePic} size={28} online={m.online} />
              <MemberName>{m.displayName}</MemberName>
              {canEdit && (
                <IconButton
                  label={t`Remove ${m.displayName} from the team`}
                  icon={<UserMinus size={16} />}
                  disabled={busy}
                  onClick={() => change(ids.filter((id) => id !== m.id))}
                />
              )}
            </li>
          ))}
        </List>
      )}
      {canEdit && candidates.length > 0 && (
        <AddRow>
          <Grow>
            <Select
              label={t`Add a member`}
              hideLabel
              value={chosen}
              options={[{ value: '', label: t`Choose an agent to add`, disabled: true }, ...candidates.map((a) => ({ value: a.id, label: a.displayName }))]}
              onChange={setChosen}
              data-testid="member-select"
            />
          </Grow>
          <Button
            variant="secondary"
            icon={<UserPlus size={16} />}
            disabled={!chosen}
            loading={busy}
            data-testid="add-member"
            onClick={async () => {
              await change([...ids, chosen]);
              setChosen('');
            }}
          >
            {t`Add`}
          </Button>
        </AddRow>
      )}
    </div>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(1)} 0;
  }
`;

const MemberName = styled.span`
  flex: 1;
  min-width: 0;
`;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

const Grow = styled.div`
  flex: 1;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
