import { useFragment } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlarmClock, AtSign, EyeOff, Info, UserRound, Users } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../../ui/Avatar';
import { InboxCardFragment } from '../graphql/InboxCard.fragment';
import type { InboxCard } from '../utils/cardCache';
import { relativeTime, type RelativeUnit } from '../utils/relativeTime';
import { leaveNotice, type LeaveNotice, type MatchContext } from '../utils/viewMatching';
import type { ViewParams } from '../utils/views';

/** Spec §2 and §9: every list row is 80 high. */
export const CARD_HEIGHT = 80;

export function statusLabel(status: string, i18n: I18n): string {
  switch (status) {
    case 'open':
      return i18n._(msg`Processing`);
    case 'closed':
      return i18n._(msg`Finished`);
    default:
      return i18n._(msg`Terminated`);
  }
}

/** Spec §2: the notice over a card that no longer matches its view. */
export function noticeText(notice: LeaveNotice, i18n: I18n): string {
  switch (notice.kind) {
    case 'status': {
      const status = statusLabel(notice.status, i18n);
      return i18n._(msg`Status changed to ${status}`);
    }
    case 'agent':
      return i18n._(msg`Assigned to another agent`);
    case 'team':
      return i18n._(msg`Assigned to another team`);
    case 'nobody':
      return i18n._(msg`Not assigned to any team or agent`);
    case 'me':
      return i18n._(msg`Assigned to you`);
    case 'hidden':
      return i18n._(msg`Hidden`);
    case 'unhidden':
      return i18n._(msg`No longer hidden`);
    case 'snoozed':
      return i18n._(msg`Snoozed`);
    case 'unsnoozed':
      return i18n._(msg`No longer snoozed`);
    case 'other':
      return i18n._(msg`No longer matches this view`);
  }
}

function unitLabel(value: number, unit: RelativeUnit, i18n: I18n): string {
  switch (unit) {
    case 's':
      return i18n._(msg`${value}s`);
    case 'm':
      return i18n._(msg`${value}m`);
    case 'h':
      return i18n._(msg`${value}h`);
    case 'd':
      return i18n._(msg`${value}d`);
    case 'w':
      return i18n._(msg`${value}w`);
    case 'M':
      return i18n._(msg`${value}mo`);
    case 'y':
      return i18n._(msg`${value}y`);
  }
}

function previewOf(card: InboxCard, me: string, i18n: I18n): string {
  const m = card.lastMessage;
  if (!m) return i18n._(msg`No messages yet`);
  let body: string;
  switch (m.type) {
    case 2:
      body = i18n._(msg`Voice message`);
      break;
    case 3:
      body = m.text ? i18n._(msg`File: ${m.text}`) : i18n._(msg`File`);
      break;
    case 11:
      body = m.text || i18n._(msg`Card`);
      break;
    case 20:
      body = m.text || i18n._(msg`Interactive information`);
      break;
    case 21:
      body = m.text || i18n._(msg`Template message`);
      break;
    default:
      body = m.text;
  }
  if (m.internal) return i18n._(msg`Note: ${body}`);
  if (m.senderId && m.senderId === me) return i18n._(msg`You: ${body}`);
  return body;
}

export interface ConversationCardProps {
  id: string;
  to: string;
  selected: boolean;
  params: ViewParams;
  match: MatchContext;
}

/** One row of the inbox: the customer, the newest message, its state; overlaid with a notice once it leaves the view. */
export const ConversationCard = memo(function ConversationCard({ id, to, selected, params, match }: ConversationCardProps) {
  const { t, i18n } = useLingui();
  const { data, complete } = useFragment({ fragment: InboxCardFragment, fragmentName: 'InboxCard_conversation', from: { __typename: 'Conversation', id } });
  if (!complete && !data?.id) return <Placeholder aria-hidden />;
  const card = data as InboxCard;
  const name = card.customer?.[0]?.displayName || card.name;
  const notice = leaveNotice(
    { ...card, tags: card.tags ?? [], customer: card.customer ?? [], assignedAgent: card.assignedAgent ?? [], team: card.team ?? [] },
    params,
    match,
  );
  const at = card.lastMessage?.timestamp ?? card.orderTimestamp;
  const rel = relativeTime(at, match.now);
  const holder = card.assignedAgent?.[0];
  const team = card.team?.[0];
  const holderName = holder ? (holder.id === match.me ? t`Me` : holder.displayName ?? t`Agent`) : team ? team.name ?? t`Team` : null;
  const snoozed = card.snooze > 0;
  return (
    <Card
      to={to}
      $selected={selected}
      aria-current={selected ? 'true' : undefined}
      data-testid="conversation-card"
      data-conversation-id={id}
      data-unread={card.unread ? 'true' : undefined}
    >
      <Avatar name={name} src={card.profilePic} size={36} />
      <Body>
        <Top>
          <Name $unread={card.unread}>{name}</Name>
          <Time dateTime={new Date(at).toISOString()} title={new Date(at).toLocaleString()}>
            {unitLabel(rel.value, rel.unit, i18n)}
          </Time>
        </Top>
        <Preview $unread={card.unread} data-testid="card-preview">
          {previewOf(card, match.me, i18n)}
        </Preview>
        <Meta>
          {card.status !== 'open' && <Chip $tone="muted">{statusLabel(card.status, i18n)}</Chip>}
          {card.livechat && <Chip $tone="primary">{t`Personal`}</Chip>}
          {snoozed && (
            <Icon title={t`Snoozed`} $tone={card.snooze > match.now ? 'success' : 'danger'}>
              <AlarmClock size={12} aria-label={t`Snoozed`} />
            </Icon>
          )}
          {card.hidden && (
            <Icon title={t`Hidden`}>
              <EyeOff size={12} aria-label={t`Hidden`} />
            </Icon>
          )}
          {card.mentioned && (
            <Icon title={t`Mentioned you`} $tone="primary">
              <AtSign size={12} aria-label={t`Mentioned you`} />
            </Icon>
          )}
          {holderName && (
            <Holder>
              {holder ? <UserRound size={11} aria-hidden /> : <Users size={11} aria-hidden />}
              <span>{holderName}</span>
            </Holder>
          )}
          {card.unread && <Dot aria-label={t`Unread`} data-testid="unread-dot" />}
        </Meta>
      </Body>
      {notice && (
        <Notice data-testid="card-notice" role="status">
          <Info size={14} aria-hidden />
          <span>{noticeText(notice, i18n)}</span>
        </Notice>
      )}
    </Card>
  );
});

const Card = styled(Link)<{ $selected: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.spacing(2.5)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(2.5)} ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  color: inherit;
  text-decoration: none;
  overflow: hidden;
  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surfaceHover)};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadow.focus};
  }
`;
const Placeholder = styled.div`
  height: 100%;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;
const Top = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Name = styled.span<{ $unread: boolean }>`
  flex: 1;
  overflow: hidden;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.heavy : theme.font.weight.medium)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Time = styled.time`
  flex: none;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xsmall};
`;
const Preview = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.small};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
  height: 18px;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xsmall};
`;
const Chip = styled.span<{ $tone: 'muted' | 'primary' }>`
  flex: none;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primarySoft : theme.colors.surfaceHover)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primaryActive : theme.colors.textMuted)};
  line-height: 18px;
`;
const Icon = styled.span<{ $tone?: 'success' | 'danger' | 'primary' }>`
  display: inline-flex;
  flex: none;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : $tone === 'primary' ? theme.colors.primary : theme.colors.textSubtle)};
`;
const Holder = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  margin-left: auto;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;
const Notice = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: 0 ${({ theme }) => theme.spacing(4)};
  background: rgba(255, 255, 255, 0.86);
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  backdrop-filter: blur(1px);
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.info};
  }
`;
