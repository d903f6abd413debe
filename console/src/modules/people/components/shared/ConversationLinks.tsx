import { useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFragment as getFragmentData, type FragmentType } from '../../../../__generated__/fragment-masking';
import { Badge } from '../../../../ui/Badge';
import { Spinner } from '../../../../ui/Spinner';
import { formatTime } from '../../../../shared/time';
import { ConversationLinkFragment } from '../../graphql/ConversationLink.fragment';
import { useSourceLabel } from '../../../inbox/hooks/useSourceLabel';
import { conversationTitle } from '../../../../shared/generatedNames';

export interface ConversationLinksProps {
  conversations: readonly FragmentType<typeof ConversationLinkFragment>[];
  loading: boolean;
  /** An agent's list names each conversation's customer; a customer's list leads with the last message. */
  showCustomer?: boolean;
}

/** A profile's conversations (spec §2): online state, source, time and unread marker, each opening /conversation/{id}. */
export function ConversationLinks({ conversations, loading, showCustomer = false }: ConversationLinksProps) {
  const { t } = useLingui();
  const rows = getFragmentData(ConversationLinkFragment, conversations);
  const sourceLabel = useSourceLabel();
  if (loading && rows.length === 0) return <Spinner size={20} label={t`Loading conversations`} />;
  if (rows.length === 0) {
    return (
      <Empty data-testid="no-conversations">
        <MessagesSquare size={18} aria-hidden />
        {t`No related conversations`}
      </Empty>
    );
  }
  return (
    <List data-testid="profile-conversations">
      {rows.map((c) => {
        const time = c.lastMessage?.timestamp ?? c.orderTimestamp;
        return (
          <li key={c.id}>
            <Row to={`/conversation/${c.id}`} data-testid="profile-conversation">
              <Online $online={c.online} title={c.online ? t`Online` : t`Offline`} aria-label={c.online ? t`Online` : t`Offline`} />
              <Text>
                <strong>{showCustomer ? conversationTitle(c) : c.lastMessage?.text || c.name}</strong>
                <span>{showCustomer ? c.lastMessage?.text || c.name : c.name}</span>
              </Text>
              <Side>
                <time dateTime={new Date(time).toISOString()}>{formatTime(time)}</time>
                <span>
                  <Badge>{sourceLabel(c.source)}</Badge>
                  {c.unread && <Unread aria-label={t`Unread`} title={t`Unread`} data-testid="unread" />}
                </span>
              </Side>
            </Row>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Online = styled.span<{ $online: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $online }) => ($online ? theme.colors.online : theme.colors.offline)};
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const Side = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Unread = styled.span`
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.danger};
`;

const Empty = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
