import { z } from 'zod';
import { MessageType } from '@parley/protocol';
import { clientMetaSchema } from './message-meta';

/**
 * The meta of a stored message as the OpenAPI file publishes it (MessageMeta): the kinds a client
 * sends (message-meta.ts) and those the server writes, each by its meta.type with an example. For
 * the document only: answers are checked against the looser schema in message.schemas.ts.
 */
const integer = (...codes: [number, ...number[]]) => z.literal(codes).openapi({ type: 'integer', enum: [...codes] });

const file = z.object({
  name: z.string(),
  fileUrl: z.string().describe('Download with GET /api/message/download?messageId=…'),
  contentType: z.string(),
  fileSize: z.number().int(),
  previewDimension: z.object({ width: z.number().int(), height: z.number().int() }).optional(),
});

/** Fields the server adds to any kind. */
const stored = {
  reply: z
    .object({ id: z.string(), senderId: z.string().nullable(), senderType: z.string(), type: z.number().int(), content: z.string().optional() })
    .partial({ senderId: true, senderType: true, type: true, content: true })
    .optional()
    .describe('The quoted message, as the server built it'),
  senderName: z.string().optional().describe("An API token's message: the token's name, which signs it"),
};

const fileMeta = z
  .object({ type: integer(MessageType.file), subtype: integer(1, 2).describe('2 an image with a preview, 1 any other file'), file, ...stored })
  .openapi('FileMessageMeta', {
    description: 'type 3 file or image, sent with POST /api/message/file/send (multipart).',
    example: {
      type: 3,
      subtype: 2,
      file: {
        name: 'receipt.png',
        fileUrl: '/api/message/download?messageId=0e6d3b8c-2a41-4f7e-9c15-8b2d7a6f4e31',
        contentType: 'image/png',
        fileSize: 48213,
        previewDimension: { width: 640, height: 480 },
      },
    },
  });

const audioMeta = z.object({ type: integer(MessageType.audio), file, ...stored }).openapi('AudioMessageMeta', {
  description: 'type 2 voice message (MP3), sent with POST /api/message/file/send (multipart).',
  example: {
    type: 2,
    file: { name: 'voice.mp3', fileUrl: '/api/message/download?messageId=5b1e0c1a-7d2f-4a8e-b3c6-2f9d8e7a6b51', contentType: 'audio/mpeg', fileSize: 20480 },
  },
});

const serverMeta = z
  .looseObject({
    type: integer(MessageType.location, MessageType.unsupported, MessageType.system),
    location: z.object({ latitude: z.number(), longitude: z.number(), title: z.string().optional() }).optional(),
    unsupported: z.object({ kind: z.string() }).optional(),
    system: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('ServerMessageMeta', {
    description:
      'Kinds only the server writes: 22 a location a platform customer shared, 23 a platform message of a kind not shown otherwise, 30 a system notice.',
    example: { type: 22, location: { latitude: 22.2819, longitude: 114.1582, title: 'Central Pier 7' } },
  });

export const storedMetaDoc = z.union([...clientMetaSchema.options, fileMeta, audioMeta, serverMeta]).openapi('MessageMeta', {
  description:
    'A stored message’s meta by meta.type: 1, 13, 14 text; 11 card; 20 inline input; 21 template; 3 file; 2 audio; 22, 23, 30 written by the server.',
});
