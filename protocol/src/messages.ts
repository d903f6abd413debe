/**
 * meta.type wire codes. Spec §9 fixes 1 text, 2 audio, 3 file, 8 typing status, 11 rich element
 * (card / element list) and 13, 14 reply-like (a text answer that quotes or picks an option; stored
 * and validated like text). Ours, chosen above the spec's range:
 * - 20 inline input: an interactive information form (meta.inlineInput);
 * - 21 template: a platform message template with its parameters (meta.template);
 * - 22 location: a place a platform customer shared (meta.location: latitude, longitude, its title);
 * - 23 unsupported: a platform delivery of a kind Parley does not show (meta.unsupported.kind), kept
 *   as a visible notice instead of dropped;
 * - 30 system notice: written by the server for status, assignment and livechat changes
 *   (meta.system says what happened); always internal, never sent by clients.
 * 8 (typing) is never stored: typing travels as a realtime frame.
 */
export const MessageType = {
  text: 1,
  audio: 2,
  file: 3,
  typing: 8,
  element: 11,
  replyLike: 13,
  replyLike2: 14,
  inlineInput: 20,
  template: 21,
  location: 22,
  unsupported: 23,
  system: 30,
} as const;
export type MessageTypeCode = (typeof MessageType)[keyof typeof MessageType];

/** meta.subtype of a file message: 2 image with preview, 1 any other file (the media library's tabs). */
export const FILE_SUBTYPE = { file: 1, imageWithPreview: 2 } as const;

export const SENDER_TYPES = ['agent', 'customer', 'autoMessage', 'system'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

/** Spec §9 page sizes. */
export const MESSAGE_PAGE_SIZE = 20;
export const MEDIA_PAGE_SIZE = 50;
