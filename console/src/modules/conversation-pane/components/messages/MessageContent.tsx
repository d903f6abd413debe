import { useLingui } from '@lingui/react/macro';
import { FILE_SUBTYPE, MessageType } from '../../utils/messageRules';
import type { PaneMessage } from '../../utils/types';
import { AudioContent } from './AudioContent';
import { ElementCards } from './ElementCards';
import { FailedAttachment } from './FailedAttachment';
import { FileContent } from './FileContent';
import { ImageContent } from './ImageContent';
import { InlineInputForm } from './InlineInputForm';
import { LocationContent } from './LocationContent';
import { TemplateContent } from './TemplateContent';
import { TextContent } from './TextContent';
import { UnsupportedContent } from './UnsupportedContent';

/** The body of a bubble for every message type of spec §3. */
export function MessageContent({ message, onUpdated }: { message: PaneMessage; onUpdated?: (m: PaneMessage) => void }) {
  const { t } = useLingui();
  const { meta } = message;
  const local = Boolean(message.sendState);
  if (meta.failedAttachment) return <FailedAttachment failed={meta.failedAttachment} />;
  switch (meta.type) {
    case MessageType.audio:
      return local ? <FileContent messageId={message.id} file={meta.file} local /> : <AudioContent messageId={message.id} />;
    case MessageType.file:
      if (local && !message.localPreview) return <FileContent messageId={message.id} file={meta.file} local />;
      if (meta.subtype === FILE_SUBTYPE.imageWithPreview || (meta.file?.contentType?.startsWith('image/') && meta.subtype !== FILE_SUBTYPE.file)) {
        return <ImageContent messageId={message.id} file={meta.file} localPreview={message.localPreview} />;
      }
      return <FileContent messageId={message.id} file={meta.file} local={local} />;
    case MessageType.element:
      return (
        <>
          {meta.content && <TextContent text={meta.content} />}
          {meta.element && <ElementCards element={meta.element} />}
        </>
      );
    case MessageType.inlineInput:
      return meta.inlineInput ? <InlineInputForm message={message} inlineInput={meta.inlineInput} onUpdated={onUpdated} /> : null;
    case MessageType.template:
      return meta.template ? <TemplateContent template={meta.template} /> : null;
    case MessageType.location:
      return meta.location ? <LocationContent location={meta.location} /> : <UnsupportedContent kind="location" />;
    case MessageType.unsupported:
      return <UnsupportedContent kind={meta.unsupported?.kind ?? 'message'} />;
    default:
      return <TextContent text={meta.content ?? t`Unsupported message`} />;
  }
}
