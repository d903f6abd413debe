import { useLingui } from '@lingui/react/macro';
import { conversationShortId } from '@parley/protocol';
import styled from 'styled-components';
import type { Conversation } from '../api/types';
import { relativeTime } from '../utils/format';
import { Badge } from './Badge';
import { ChevronIcon } from './icons';

export function ConversationRow({ conversation, unread, onOpen }: { conversation: Conversation; unread: number; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const last = conversation.lastMessage;
  const preview = !last ? t`No messages yet` : last.type === 3 ? t`Attachment` : last.type === 2 ? t`Voice message` : last.text || t`Message`;
  const who = last && last.senderType === 'customer' ? t`You: ` : '';
  // A name nobody chose is stored in English; the visitor reads it in the widget's language (issue 50.4).
  const short = conversationShortId(conversation.id);
  const name = conversation.generatedName ? t`Conversation ${short}` : conversation.name;
  return (
    <Row type="button" onClick={onOpen} data-testid="conversation-row">
      <Text>
        <Name>
          {name}
          {conversation.status !== 'open' && <Status>{t`Finished`}</Status>}
        </Name>
        <Preview $unread={unread > 0}>
          {who}
          {preview}
        </Preview>
      </Text>
      <Side>
        <Time>{relativeTime(last?.timestamp ?? conversation.orderTimestamp, i18n.locale)}</Time>
        {unread > 0 ? <Badge aria-label={t`${unread} unread`}>{unread}</Badge> : <ChevronIcon />}
      </Side>
    </Row>
  );
}

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 10px 4px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:first-child {
    border-top: 0;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;
const Text = styled.span`
  flex: 1;
  min-width: 0;
`;
const Name = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  font-size: 13px;
`;
const Status = styled.span`
  padding: 1px 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  font-weight: 500;
`;
const Preview = styled.span<{ $unread: boolean }>`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  font-size: 13px;
`;
const Side = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Time = styled.span`
  font-size: 11px;
`;
