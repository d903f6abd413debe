import { FILE_SUBTYPE, MessageType } from './messageRules';

/** Spec §3 Message.pushContent: the kind of notification a message makes (tb_text, tb_image, tb_file). */
export type PushContent = 'tb_text' | 'tb_image' | 'tb_file';

/**
 * What the console sends as pushContent for a message it writes, as the widget does: text is
 * tb_text, an image with a preview tb_image, any other file tb_file. Other kinds (templates, cards)
 * have no value in the spec and are sent without one.
 */
export function pushContentFor(meta: { type?: unknown; subtype?: unknown }): PushContent | undefined {
  if (meta.type === MessageType.text) return 'tb_text';
  if (meta.type === MessageType.file) return meta.subtype === FILE_SUBTYPE.imageWithPreview ? 'tb_image' : 'tb_file';
  return undefined;
}
