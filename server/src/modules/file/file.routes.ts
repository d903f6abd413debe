import { pipeline } from 'node:stream/promises';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { messageSchema } from '../message/message.schemas';
import { downloadQuerySchema, fileSendFormDoc } from './file.schemas';
import { contentDisposition } from './file-types';
import type { FileService } from './file.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  file: FileService;
}

const tag = 'message';

/** The client went away mid-download: nothing to answer, nothing to log. */
const isClientGone = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ERR_STREAM_PREMATURE_CLOSE';

export function fileRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/message/file/send',
      operationId: 'sendFileMessage',
      tag,
      summary:
        'Sends a file, image or voice message (multipart/form-data, streamed to storage). Type 3 subtype 1 any allowed file; ' +
        'subtype 2 a PNG, JPEG, GIF or WebP image (optional previewFile) whose size is answered in meta.file.previewDimension; ' +
        'type 2 audio. Over FILE_MAX_BYTES answers 413, a type outside FILE_ALLOWED_TYPES 400; nothing is stored then. ' +
        'A repeated localId answers the first message.',
      auth: 'session',
      errors: [404, 409, 429],
      multipart: fileSendFormDoc,
      response: messageSchema,
      handler: ({ ctx, req }) => services.file.send(ctx.actor, req),
    }),
    defineRoute({
      method: 'get',
      path: '/api/message/download',
      operationId: 'downloadMessageFile',
      tag,
      summary:
        "A file message's file (preview=1: the image's preview), to those who may read the message: agents by their conversation " +
        'access, the customer of the conversation (widget: bearer token, with X-Api-Key), never an internal message to a customer.',
      auth: 'session',
      errors: [404],
      query: downloadQuerySchema,
      raw: true,
      handler: async ({ ctx, query, res }) => {
        const file = await services.file.download(ctx.actor, query);
        res.setHeader('Content-Type', file.contentType);
        if (file.size !== undefined) res.setHeader('Content-Length', String(file.size));
        res.setHeader('Content-Disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.name));
        // Uploaded bytes never run as a page of ours, whatever they claim to be.
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
        res.setHeader('Cache-Control', 'private, max-age=300');
        try {
          await pipeline(file.body, res);
        } catch (err) {
          if (!isClientGone(err)) throw err;
        }
      },
    }),
  ];
}
