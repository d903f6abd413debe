import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../../ui/Avatar';
import { overline } from '../../../ui/textStyles';
import { useSession } from '../../session/hooks/useSession';
import { hasPermission } from '../../session/utils/permissions';
import { CustomerConversationsQuery } from '../graphql/CustomerConversations.query';
import { formatTime } from '../../../shared/time';
import type { PaneConversation } from '../utils/types';
import { PaneCustomerBasics, PaneCustomerNotes } from './PaneCustomerDetails';
import { RatingDetail } from './RatingBadge';
import { TagEditor } from './TagEditor';

export const RECENT_CONVERSATIONS = 3;

/** Customer side panel (280 wide): this conversation, customer (editable basics), agents, recent conversations, notes. */
export function CustomerPanel({
  conversation,
  onAddTag,
  onRemoveTag,
}: {
  conversation: PaneConversation;
  onAddTag: (t: string) => void;
  onRemoveTag: (t: string) => void;
}) {
  const { t } = useLingui();
  const { user } = useSession();
  const customer = conversation.customer[0];
  // /customers/{id} is for manageUser (spec §6); everyone else gets the customer's conversations in the inbox.
  const canOpenProfile = hasPermission(user?.permissions, 'manageUser');
  const customerConversations = customer ? `/conversation/${conversation.id}?customerId=${encodeURIComponent(customer.id)}&status=all` : '';
  const { data } = useQuery(CustomerConversationsQuery, {
    variables: { filter: { customerId: customer?.id, status: 'all', filter: 'all', size: RECENT_CONVERSATIONS + 1 } },
    skip: !customer,
  });
  const recent = (data?.conversations ?? []).filter((c) => c.id !== conversation.id).slice(0, RECENT_CONVERSATIONS);
  const statusLabel = (s: string) => (s === 'open' ? t`Processing` : s === 'closed' ? t`Finished` : t`Ended`);
  return (
    <Panel data-testid="customer-panel">
      <Section>
        <H>{t`This conversation`}</H>
        <Dl>
          <dt>{t`Status`}</dt>
          <dd>{statusLabel(conversation.status)}</dd>
          <dt>{t`Team`}</dt>
          <dd>{conversation.team.map((x) => x.name).join(', ') || '—'}</dd>
          <dt>{t`Customer rating`}</dt>
          <dd>
            <RatingDetail rating={conversation.customerRating} who="customer" testId="panel-customer-rating" />
          </dd>
          <dt>{t`Agent rating`}</dt>
          <dd>
            <RatingDetail rating={conversation.agentRating} who="agent" testId="panel-agent-rating" />
          </dd>
        </Dl>
        <Sub>{t`Tags`}</Sub>
        <TagEditor tags={conversation.tags} onAdd={onAddTag} onRemove={onRemoveTag} />
      </Section>
      <Section>
        <H>{t`Customer`}</H>
        {customer ? (
          <CustomerRow>
            <Avatar name={customer.displayName ?? '?'} size={32} />
            <div>
              <strong>{customer.displayName ?? t`Visitor`}</strong>
              {canOpenProfile ? (
                <Link to={`/customers/${customer.id}`} data-testid="open-customer-profile">{t`Open profile`}</Link>
              ) : (
                <Link to={customerConversations} data-testid="open-customer-conversations">{t`All conversations`}</Link>
              )}
            </div>
          </CustomerRow>
        ) : (
          <Muted>{t`No customer in this conversation`}</Muted>
        )}
        {customer && <PaneCustomerBasics customerId={customer.id} />}
      </Section>
      <Section>
        <H>{t`Agents`}</H>
        {conversation.agent.length === 0 && <Muted>{t`No agent has joined yet`}</Muted>}
        {conversation.agent.map((a) => (
          <CustomerRow key={a.id}>
            <Avatar name={a.displayName ?? '?'} src={a.profilePic} size={24} />
            <span>{a.displayName ?? a.id}</span>
          </CustomerRow>
        ))}
      </Section>
      <Section>
        <H>{t`Recent conversations`}</H>
        {recent.length === 0 && <Muted>{t`No related conversations`}</Muted>}
        {recent.map((c) => (
          <Recent key={c.id} to={`/conversation/${c.id}`}>
            <strong>{c.lastMessage?.text || c.name}</strong>
            <span>
              {statusLabel(c.status)} · {formatTime(c.lastMessage?.timestamp ?? c.orderTimestamp)}
            </span>
          </Recent>
        ))}
        {customer && (
          <FindMore to={canOpenProfile ? `/customers/${customer.id}` : customerConversations} data-testid="find-more">
            {t`Find more`}
          </FindMore>
        )}
      </Section>
      {customer && (
        <Section>
          <H>{t`Notes`}</H>
          <PaneCustomerNotes customerId={customer.id} />
        </Section>
      )}
    </Panel>
  );
}

const Panel = styled.aside`
  flex: none;
  width: 280px;
  overflow-y: auto;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Section = styled.section`
  padding: ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const H = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  ${overline}
`;
const Sub = styled.div`
  margin: 8px 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Dl = styled.dl`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 4px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
  }
`;
const CustomerRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 6px;
  div {
    display: flex;
    flex-direction: column;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;
const Muted = styled.p`
  margin: 4px 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Recent = styled(Link)`
  display: flex;
  flex-direction: column;
  padding: 6px 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.small};
  text-decoration: none;
  strong {
    overflow: hidden;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
const FindMore = styled(Link)`
  display: inline-block;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.small};
`;
