import { useLingui } from '@lingui/react/macro';
import { AlertCircle, Bot, Clock, Copy, Lock, MoreHorizontal, Reply, RotateCw, Trash2 } from 'lucide-react';
import { DeliveryState } from './DeliveryState';
import styled, { css } from 'styled-components';
import { Menu, MenuItem } from '../../../ui/Menu';
import { subtleButtonStyles } from '../../../ui/controlStyles';
import { MessageType } from '../utils/messageRules';
import { formatTime } from '../../../shared/time';
import type { PaneMessage } from '../utils/types';
import { MessageContent } from './messages/MessageContent';
import { ReplyQuote } from './messages/ReplyQuote';

export interface MessageBubbleProps {
  message: PaneMessage;
  mine: boolean;
  senderName: string;
  quoteName: (senderId: string | null, senderType: string) => string;
  canDelete: boolean;
  onReply: (m: PaneMessage) => void;
  onDelete: (m: PaneMessage) => void;
  onCopy: (m: PaneMessage) => void;
  onRetry: (localId: string) => void;
  onUpdated: (m: PaneMessage) => void;
  highlighted?: boolean;
}

/** One message: bubble max 300 px or 90%; internal ones visibly distinct; send state for local ones. */
export function MessageBubble({
  message,
  mine,
  senderName,
  quoteName,
  canDelete,
  onReply,
  onDelete,
  onCopy,
  onRetry,
  onUpdated,
  highlighted,
}: MessageBubbleProps) {
  const { t } = useLingui();
  const bot = message.senderType === 'autoMessage';
  const local = message.sendState;
  return (
    <Row $mine={mine} data-testid="message" data-message-id={message.id} data-internal={message.internal || undefined} data-send-state={local}>
      <Meta $mine={mine}>
        {bot && <Bot size={12} aria-hidden />}
        <span>{senderName}</span>
        {message.internal && (
          <InternalTag>
            <Lock size={10} aria-hidden /> {t`Internal`}
          </InternalTag>
        )}
        <time>{formatTime(message.timestamp)}</time>
      </Meta>
      <Line $mine={mine}>
        <Bubble
          $mine={mine}
          $internal={message.internal}
          $rich={message.meta.type === MessageType.element}
          $bot={bot}
          $highlighted={highlighted}
          $pending={local === 'pending' || local === 'sending'}
        >
          {message.meta.reply && <ReplyQuote quote={message.meta.reply} senderName={quoteName(message.meta.reply.senderId, message.meta.reply.senderType)} />}
          <MessageContent message={message} onUpdated={onUpdated} />
        </Bubble>
        {!local && (
          <Actions data-actions="">
            <Menu
              label={t`Message actions`}
              trigger={
                <ActionTrigger aria-label={t`Message actions`}>
                  <MoreHorizontal size={16} />
                </ActionTrigger>
              }
              align={mine ? 'end' : 'start'}
            >
              <MenuItem icon={<Reply size={14} />} onSelect={() => onReply(message)}>
                {t`Reply`}
              </MenuItem>
              {message.meta.content && (
                <MenuItem icon={<Copy size={14} />} onSelect={() => onCopy(message)}>
                  {t`Copy text`}
                </MenuItem>
              )}
              {canDelete && (
                <MenuItem icon={<Trash2 size={14} />} tone="danger" onSelect={() => onDelete(message)}>
                  {t`Delete`}
                </MenuItem>
              )}
            </Menu>
          </Actions>
        )}
      </Line>
      {(local === 'pending' || local === 'sending') && (
        <State>
          <Clock size={12} aria-hidden /> {t`Sending…`}
        </State>
      )}
      {!local && message.meta.delivery && <DeliveryState messageId={message.id} delivery={message.meta.delivery} />}
      {local === 'failed' && (
        <State $failed>
          <AlertCircle size={12} aria-hidden /> {t`Not sent.`}
          <RetryButton type="button" onClick={() => onRetry(message.id)}>
            <RotateCw size={12} aria-hidden /> {t`Retry`}
          </RetryButton>
        </State>
      )}
    </Row>
  );
}

const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  margin: ${({ theme }) => theme.spacing(2)} 0;
  &:hover [data-actions] {
    opacity: 1;
  }
`;
const Meta = styled.div<{ $mine: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 3px;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xsmall};
`;
const InternalTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Line = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  align-items: flex-start;
  gap: 4px;
  width: 100%;
  justify-content: flex-start;
`;
const Bubble = styled.div<{ $mine: boolean; $internal: boolean; $rich: boolean; $bot?: boolean; $highlighted?: boolean; $pending: boolean }>`
  max-width: min(300px, 90%);
  padding: 8px 12px;
  border-radius: 14px;
  ${({ $mine }) => ($mine ? 'border-top-right-radius: 4px;' : 'border-top-left-radius: 4px;')}
  font-size: ${({ theme }) => theme.font.size.body};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  ${({ theme, $mine, $internal, $rich, $bot }) =>
    $bot && !$rich && !$internal
      ? css`
          border: 1px solid ${theme.colors.primaryMuted};
          background: ${theme.colors.primarySoft};
          color: ${theme.colors.text};
        `
      : $rich && !$internal
        ? css`
            padding: 0;
            background: transparent;
            color: ${theme.colors.text};
          `
        : $internal
          ? css`
              border: 1px dashed ${theme.colors.warning};
              background: ${theme.colors.warningSoft};
              color: ${theme.colors.text};
            `
          : $mine
            ? css`
                background: ${theme.colors.primary};
                color: ${theme.colors.onPrimary};
              `
            : css`
                border: 1px solid ${theme.colors.border};
                background: ${theme.colors.surface};
                color: ${theme.colors.text};
              `}
  opacity: ${({ $pending }) => ($pending ? 0.7 : 1)};
  box-shadow: ${({ theme, $highlighted }) => ($highlighted ? theme.shadow.focus : 'none')};
`;
const Actions = styled.div`
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.fast};
  &:focus-within {
    opacity: 1;
  }
`;
const ActionTrigger = styled.button`
  display: inline-flex;
  padding: 4px;
  ${subtleButtonStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
const State = styled.div<{ $failed?: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-top: 3px;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.textSubtle)};
  font-size: ${({ theme }) => theme.font.size.xsmall};
`;
const RetryButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  padding: 0 4px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: underline;
  cursor: pointer;
`;
