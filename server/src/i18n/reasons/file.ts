import type { ReasonTable } from './reason-table';

/** The file area's error reasons, each with the values its message fills in. */
export const FILE_REASONS = {
  'file.aVoiceMessageType2Must': ['type'],
  'file.filesOfTypeAreNotAccepted': ['type', 'field'],
  'file.mustBeAPNGJPEGGIF': ['field'],
  'file.notFound': [],
  'file.pleaseAttachAFileFormField': [],
  'file.previewFileAndSubtype2AreFor': [],
  'file.previewFileIsOnlyForImagesWith': [],
  'file.sendAtMostFiles': ['count', 'list'],
  'file.sendOne': ['field'],
  'file.sendTheMessageAsMultipartForm': [],
  'file.theFileIsEmpty': [],
  'file.theFileIsLargerThanThe': ['limit'],
  'file.thePreviewFileIsEmpty': [],
  'file.notMultipart': [],
  'file.multipartNoBoundary': [],
  'file.theUploadWasInterrupted': [],
  'file.tooManyFields': [],
  'file.tooManyParts': [],
  'file.unexpectedFileFieldSend': ['field', 'list'],
} as const satisfies ReasonTable;

export type FileReason = keyof typeof FILE_REASONS;
