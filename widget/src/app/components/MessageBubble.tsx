import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import styled, { css } from 'styled-components';
import type { AgentAvatar, Message } from '../api/types';
import { useFileUrl } from '../hooks/useFileUrl';
import { fileSize, formatTime } from '../utils/format';
import { Avatar } from './Avatar';
import { FileIcon } from './icons';
import { InlineInputForm } from './InlineInputForm';
import { MessageText } from './MessageText';

const AudioMessage = lazy(() => import('./AudioMessage').then((m) => ({ default: m.AudioMessage })));

interface Props {
  message: Message;
  agent?: AgentAvatar;
  showAvatar: boolean;
  footer?: string;
}

/** One message the visitor may see: text, reply-like, file/image, audio, element list, inline input, template. */
export function MessageBubble({ message, agent, showAvatar, footer }: Props) {
  const { t, i18n } = useLingui();
  const mine = message.senderType === 'customer';
  const bot = message.senderType === 'autoMessage';
  // An integration's message is signed with its API token's name; an automation's is the chat bot.
  const name = bot ? message.meta.senderName?.trim() || t`Chat bot` : (agent?.displayName ?? t`Support`);
  return (
    <Row $mine={mine} data-testid="message" data-sender={message.senderType}>
      {!mine && <AvatarSlot>{showAvatar && <Avatar agent={{ displayName: name, profilePic: agent?.profilePic ?? null }} size={28} />}</AvatarSlot>}
      <Column $mine={mine}>
        {!mine && showAvatar && <Sender>{name}</Sender>}
        <Content message={message} mine={mine} />
        <Meta title={formatTime(message.timestamp, i18n.locale, 0) /* the full date and time, in the widget's language */}>
          {formatTime(message.timestamp, i18n.locale)}
          {footer && ` · ${footer}`}
        </Meta>
      </Column>
    </Row>
  );
}

function Content({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useLingui();
  const { meta } = message;
  switch (meta.type) {
    case 3:
      return <FileContent message={message} mine={mine} />;
    case 2:
      return (
        <Suspense fallback={<Bubble $mine={mine}>{t`Voice message`}</Bubble>}>
          <AudioMessage message={message} />
        </Suspense>
      );
    case 11:
      return (
        <Cards>
          {(meta.element?.elements ?? []).map((el, i) => (
            <ElementCard key={i}>
              {el.thumbnailUrl && <img src={el.thumbnailUrl} alt="" />}
              {el.title && <strong>{el.title}</strong>}
              {el.description && <span>{el.description}</span>}
              {(el.actions ?? []).map((a, j) =>
                a.actionContent?.url ? (
                  <a key={j} href={a.actionContent.url} target="_blank" rel="noopener noreferrer">
                    {a.title ?? a.actionContent.url}
                  </a>
                ) : (
                  <span key={j}>{a.title}</span>
                ),
              )}
            </ElementCard>
          ))}
        </Cards>
      );
    case 20:
      return <InlineInputForm message={message} />;
    case 21:
      return (
        <Bubble $mine={mine}>
          <strong>{meta.template?.name}</strong>
          {meta.template?.description && <div>{meta.template.description}</div>}
          {(meta.template?.displayParams ?? []).map((p) => (
            <div key={p.name}>
              {p.name}: {p.value}
            </div>
          ))}
        </Bubble>
      );
    default:
      return (
        <Bubble $mine={mine}>
          <MessageText text={typeof meta.content === 'string' ? meta.content : ''} />
        </Bubble>
      );
  }
}

function FileContent({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useLingui();
  const { url, failed } = useFileUrl(message);
  const file = message.meta.file ?? {};
  const image = message.meta.subtype === 2 || file.contentType?.startsWith('image/');
  if (image && url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        <Image src={url} alt={file.name ?? t`Image`} />
      </a>
    );
  }
  return (
    <Bubble $mine={mine}>
      <FileLink href={url} download={file.name} target="_blank" rel="noopener noreferrer" aria-disabled={!url}>
        <FileIcon />
        <span>
          <strong>{file.name ?? message.meta.failedAttachment?.name ?? t`File`}</strong>
          <small>{failed ? t`failed to load` : fileSize(file.fileSize)}</small>
        </span>
      </FileLink>
    </Bubble>
  );
}

const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  gap: 8px;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  margin-top: 6px;
`;
const AvatarSlot = styled.div`
  width: 28px;
  flex: none;
  align-self: flex-end;
  margin-bottom: 18px;
`;
const Column = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(300px, 90%);
  min-width: 0;
`;
const Sender = styled.span`
  margin: 0 0 2px 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
`;
export const Bubble = styled.div<{ $mine: boolean; $pending?: boolean }>`
  padding: 9px 13px;
  border-radius: 16px;
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $mine, theme }) =>
    $mine
      ? css`
          border-bottom-right-radius: 4px;
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          a {
            color: inherit;
          }
        `
      : css`
          border-bottom-left-radius: 4px;
          background: ${theme.colors.surface};
          box-shadow: ${theme.shadowSoft};
          a {
            color: ${theme.colors.primaryDark};
          }
        `}
  opacity: ${({ $pending }) => ($pending ? 0.65 : 1)};
`;
export const Meta = styled.span`
  margin: 3px 4px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
`;
const Image = styled.img`
  display: block;
  max-width: 250px;
  max-height: 250px;
  border-radius: 12px;
  object-fit: cover;
`;
const FileLink = styled.a`
  display: flex;
  align-items: center;
  gap: 8px;
  color: inherit;
  text-decoration: none;
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const ElementCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowSoft};
  img {
    max-width: 100%;
    border-radius: 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
  }
`;
