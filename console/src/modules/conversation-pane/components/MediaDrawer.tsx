import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { FileText, Image, Mic } from 'lucide-react';
import styled from 'styled-components';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { Drawer } from '../../../ui/Drawer';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { Tabs } from '../../../ui/Tabs';
import { ChatMessageFragment } from '../graphql/ChatMessage.fragment';
import { ConversationMessagesQuery } from '../graphql/ConversationMessages.query';
import { FILE_SUBTYPE, MEDIA_PAGE_SIZE, MessageType } from '../utils/messageRules';
import { toPaneMessage } from '../utils/types';
import { AudioContent } from './messages/AudioContent';
import { FileContent } from './messages/FileContent';
import { ImageContent } from './messages/ImageContent';

type Tab = 'photo' | 'file' | 'audio';
const FILTERS: Record<Tab, { msgTypeFilter: number; msgSubtypeFilter?: number }> = {
  photo: { msgTypeFilter: MessageType.file, msgSubtypeFilter: FILE_SUBTYPE.imageWithPreview },
  file: { msgTypeFilter: MessageType.file, msgSubtypeFilter: FILE_SUBTYPE.file },
  audio: { msgTypeFilter: MessageType.audio },
};

/** Media library: Photo, File and Audio tabs, 50 a page. */
export function MediaDrawer({ conversationId, open, onOpenChange }: { conversationId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t`Media Library`}>
      {open && (
        <Tabs<Tab>
          label={t`Media Library`}
          defaultValue="photo"
          items={[
            { value: 'photo', label: t`Photo`, content: <MediaTab conversationId={conversationId} tab="photo" /> },
            { value: 'file', label: t`File`, content: <MediaTab conversationId={conversationId} tab="file" /> },
            { value: 'audio', label: t`Audio`, content: <MediaTab conversationId={conversationId} tab="audio" /> },
          ]}
        />
      )}
    </Drawer>
  );
}

function MediaTab({ conversationId, tab }: { conversationId: string; tab: Tab }) {
  const { t } = useLingui();
  const { data, loading } = useQuery(ConversationMessagesQuery, {
    variables: { conversationId, size: MEDIA_PAGE_SIZE, ...FILTERS[tab] },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Spinner label={t`Loading`} />;
  const items = (data?.messages.messages ?? []).map((m) => toPaneMessage(getFragmentData(ChatMessageFragment, m)));
  if (items.length === 0) {
    const empty = {
      photo: [<Image key="i" size={26} />, t`No photos`],
      file: [<FileText key="f" size={26} />, t`No file`],
      audio: [<Mic key="a" size={26} />, t`No audio`],
    }[tab];
    return <EmptyState icon={empty[0]} title={empty[1]} />;
  }
  if (tab === 'photo') {
    return (
      <Grid>
        {items.map((m) => (
          <Cell key={m.id}>
            <ImageContent messageId={m.id} file={m.meta.file} max={200} />
          </Cell>
        ))}
      </Grid>
    );
  }
  return (
    <List>
      {items.map((m) => (
        <li key={m.id}>{tab === 'file' ? <FileContent messageId={m.id} file={m.meta.file} /> : <AudioContent messageId={m.id} />}</li>
      ))}
    </List>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  padding-top: 12px;
`;
const Cell = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  max-height: 250px;
`;
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 12px 0 0;
  list-style: none;
  li {
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
`;
