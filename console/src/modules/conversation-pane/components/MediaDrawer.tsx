import { useLingui } from '@lingui/react/macro';
import { FileText, Image, Mic } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { Tabs } from '../../../ui/Tabs';
import { useMediaPages } from '../hooks/useMediaPages';
import { FILE_SUBTYPE, MessageType } from '../utils/messageRules';
import { AudioContent } from './messages/AudioContent';
import { FailedAttachment } from './messages/FailedAttachment';
import { FileContent } from './messages/FileContent';
import { ImageContent } from './messages/ImageContent';

type Tab = 'photo' | 'file' | 'audio';
const FILTERS: Record<Tab, { msgTypeFilter: number; msgSubtypeFilter?: number }> = {
  photo: { msgTypeFilter: MessageType.file, msgSubtypeFilter: FILE_SUBTYPE.imageWithPreview },
  file: { msgTypeFilter: MessageType.file, msgSubtypeFilter: FILE_SUBTYPE.file },
  audio: { msgTypeFilter: MessageType.audio },
};

/** Spec §9: a photo's box in the media library. */
export const MEDIA_PHOTO_BOX = { width: 200, height: 250 } as const;

/** Media library: Photo, File and Audio tabs, 50 a page, older pages on demand. */
export function MediaDrawer({ conversationId, open, onOpenChange }: { conversationId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useLingui();
  return (
    // Two 200-wide photo columns with the drawer's padding.
    <Drawer open={open} onOpenChange={onOpenChange} title={t`Media Library`} width={468}>
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
  const media = useMediaPages(conversationId, FILTERS[tab]);
  const { items } = media;
  if (media.loading) return <Spinner label={t`Loading`} />;
  if (items.length === 0) {
    const empty = {
      photo: [<Image key="i" size={26} />, t`No photos`],
      file: [<FileText key="f" size={26} />, t`No file`],
      audio: [<Mic key="a" size={26} />, t`No audio`],
    }[tab];
    return <EmptyState icon={empty[0]} title={empty[1]} />;
  }
  const more = media.hasMore && (
    <More>
      <Button variant="secondary" size="small" loading={media.loadingMore} onClick={media.loadMore} data-testid="media-load-more">
        {t`Load more`}
      </Button>
    </More>
  );
  if (tab === 'photo') {
    return (
      <>
        <Grid data-testid="media-photos" data-count={items.length}>
          {items.map((m) => (
            <Cell key={m.id} data-testid="media-photo">
              <ImageContent messageId={m.id} file={m.meta.file} max={MEDIA_PHOTO_BOX.width} maxHeight={MEDIA_PHOTO_BOX.height} />
            </Cell>
          ))}
        </Grid>
        {more}
      </>
    );
  }
  return (
    <>
      <List data-testid={`media-${tab}-list`}>
        {items.map((m) => (
          <li key={m.id} data-testid="media-item">
            {m.meta.failedAttachment ? (
              <FailedAttachment failed={m.meta.failedAttachment} />
            ) : tab === 'file' ? (
              <FileContent messageId={m.id} file={m.meta.file} />
            ) : (
              <AudioContent messageId={m.id} />
            )}
          </li>
        ))}
      </List>
      {more}
    </>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, ${MEDIA_PHOTO_BOX.width}px);
  gap: 8px;
  justify-content: center;
  padding-top: 12px;
`;
const Cell = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${MEDIA_PHOTO_BOX.width}px;
  height: ${MEDIA_PHOTO_BOX.height}px;
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 12px 0;
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
