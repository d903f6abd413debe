import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { FILE_SUBTYPE, MessageType } from '../../utils/messageRules';
import type { ReplyQuote as Quote } from '../../utils/types';
import { ImageContent } from './ImageContent';

/** The quoted message of a reply: its text, or a 75 px image. */
export function ReplyQuote({ quote, senderName }: { quote: Quote; senderName: string }) {
  const { t } = useLingui();
  if (quote.removed) {
    return (
      <Box data-testid="reply-quote">
        <Who>{senderName}</Who>
        <Removed>{t`This message was deleted`}</Removed>
      </Box>
    );
  }
  const image = quote.type === MessageType.file && quote.file && quote.file.contentType?.startsWith('image/');
  return (
    <Box data-testid="reply-quote">
      <Who>{senderName}</Who>
      {image ? (
        <ImageContent messageId={quote.id} file={quote.file} max={75} />
      ) : (
        <Text>
          {quote.content ??
            (quote.type === MessageType.file ? (quote.file?.name ?? t`File`) : quote.type === MessageType.audio ? t`Voice message` : t`Message`)}
        </Text>
      )}
    </Box>
  );
}

export function quoteSubtypeIsImage(subtype?: number) {
  return subtype === FILE_SUBTYPE.imageWithPreview;
}

const Box = styled.div`
  margin-bottom: 6px;
  padding: 4px 8px;
  border-left: 3px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.small};
  background: rgba(0, 0, 0, 0.05);
  font-size: ${({ theme }) => theme.font.size.small};
  opacity: 0.9;
`;
const Removed = styled.div`
  font-style: italic;
`;
const Who = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Text = styled.div`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  white-space: pre-wrap;
`;
