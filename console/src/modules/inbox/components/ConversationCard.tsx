import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlarmClock, AtSign, EyeOff, Info, Star, UserRound, Users } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../../ui/Avatar';
import { useCard } from '../hooks/useCard';
import type { InboxCard } from '../utils/cardCache';
import { relativeTimeParts, type RelativeUnit } from '@parley/protocol';
import { CardMenu, CardRow } from './CardMenu';
import { leaveNotice, type LeaveNotice, type MatchContext } from '../utils/viewMatching';
import type { ViewParams } from '../utils/views';
import { conversationTitle } from '../../../shared/generatedNames';
import { formatDateTime } from '../../../shared/dateFormat';
import { asLocale } from '../../../shared/i18n';

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
    case 'second':
      return i18n._(msg`${value}s`);
    case 'minute':
      return i18n._(msg`${value}m`);
    case 'hour':
      return i18n._(msg`${value}h`);
    case 'day':
      return i18n._(msg`${value}d`);
    case 'week':
      return i18n._(msg`${value}w`);
    case 'month':
      return i18n._(msg`${value}mo`);
    case 'year':
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
    case 22:
      body = m.text ? i18n._(msg`Location: ${m.text}`) : i18n._(msg`Shared location`);
      break;
    case 23:
      body = i18n._(msg`Unsupported message`);
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
  const card = useCard(id);
  if (!card) return <Placeholder aria-hidden />;
  const name = conversationTitle(card);
  const notice = leaveNotice(
    { ...card, tags: card.tags ?? [], customer: card.customer ?? [], assignedAgent: card.assignedAgent ?? [], team: card.team ?? [] },
    params,
    match,
  );
  const at = card.lastMessage?.timestamp ?? card.orderTimestamp;
  // How long ago, in the spec's steps; a clock running ahead of ours reads as now.
  const rel = relativeTimeParts(Math.min(at, match.now), match.now);
  const holder = card.assignedAgent?.[0];
  const team = card.team?.[0];
  const holderName = holder ? (holder.id === match.me ? t`Me` : (holder.displayName ?? t`Agent`)) : team ? (team.name ?? t`Team`) : null;
  const snoozed = card.snooze > 0;
  const date = new Date(at);
  // Plain elements styled from the one styled root: a card mounts each time scrolling brings it into
  // view, and a styled component per part costed more than the rest of the card.
  const score = card.customerRating?.score;
  return (
    <CardRow>
      <Card
        to={to}
        className={selected ? 'selected' : undefined}
        aria-current={selected ? 'true' : undefined}
        data-testid="conversation-card"
        data-conversation-id={id}
        data-unread={card.unread ? 'true' : undefined}
      >
        {/* Only a present customer gets a dot: a column of grey dots would say nothing. */}
        <Avatar name={name} src={card.profilePic} size={36} online={card.online ? true : undefined} />
        <div className="body">
          <div className="top">
            <span className={card.unread ? 'name unread' : 'name'}>{name}</span>
            <time className="time" dateTime={date.toISOString()} title={formatDateTime(date, asLocale(i18n.locale))}>
              {unitLabel(Math.abs(rel.value), rel.unit, i18n)}
            </time>
          </div>
          <span className={card.unread ? 'preview unread' : 'preview'} data-testid="card-preview">
            {previewOf(card, match.me, i18n)}
          </span>
          <div className="meta">
            {card.status !== 'open' && <span className="chip">{statusLabel(card.status, i18n)}</span>}
            {card.livechat && <span className="chip primary">{t`Personal`}</span>}
            {snoozed && (
              <span className={card.snooze > match.now ? 'icon success' : 'icon danger'} title={t`Snoozed`}>
                <AlarmClock size={12} aria-label={t`Snoozed`} />
              </span>
            )}
            {card.hidden && (
              <span className="icon" title={t`Hidden`}>
                <EyeOff size={12} aria-label={t`Hidden`} />
              </span>
            )}
            {score !== undefined && (
              <span className="icon rating" title={t`Customer rating: ${score} of 5`} data-testid="card-rating">
                <Star size={11} aria-hidden fill="currentColor" />
                <span aria-label={t`Customer rating: ${score} of 5`}>{score}</span>
              </span>
            )}
            {card.mentioned && (
              <span className="icon primary" title={t`Mentioned you`}>
                <AtSign size={12} aria-label={t`Mentioned you`} />
              </span>
            )}
            {holderName && (
              <span className="holder">
                {holder ? <UserRound size={11} aria-hidden /> : <Users size={11} aria-hidden />}
                <span>{holderName}</span>
              </span>
            )}
            {card.unread && <span className="dot" aria-label={t`Unread`} data-testid="unread-dot" />}
          </div>
        </div>
        {notice && (
          <div className="notice" data-testid="card-notice" role="status">
            <Info size={14} aria-hidden />
            <span>{noticeText(notice, i18n)}</span>
          </div>
        )}
      </Card>
      <CardMenu conversationId={id} hidden={card.hidden} />
    </CardRow>
  );
});

const Card = styled(Link)`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.spacing(2.5)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(2.5)} ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid transparent;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  overflow: hidden;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &.selected {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadow.focus};
  }
  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .top {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  .name {
    flex: 1;
    overflow: hidden;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .name.unread {
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }
  .time {
    flex: none;
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.font.size.xsmall};
  }
  .preview {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .preview.unread {
    color: ${({ theme }) => theme.colors.text};
  }
  .meta {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1.5)};
    min-width: 0;
    height: 18px;
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.font.size.xsmall};
  }
  .chip {
    flex: none;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 18px;
  }
  .chip.primary {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryActive};
  }
  .icon {
    display: inline-flex;
    flex: none;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  .icon.success {
    color: ${({ theme }) => theme.colors.success};
  }
  .icon.danger {
    color: ${({ theme }) => theme.colors.danger};
  }
  .icon.rating {
    align-items: center;
    gap: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
  .icon.primary {
    color: ${({ theme }) => theme.colors.primary};
  }
  .holder {
    display: inline-flex;
    align-items: center;
    gap: 3px;
    min-width: 0;
  }
  .holder span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .dot {
    flex: none;
    width: 8px;
    height: 8px;
    margin-left: auto;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  .notice {
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
  }
  .notice svg {
    flex: none;
    color: ${({ theme }) => theme.colors.info};
  }
`;
const Placeholder = styled.div`
  height: 100%;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
