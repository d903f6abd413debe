import { fileTypeFromBuffer } from 'file-type/core';

/** What file-type needs of a file's start to recognise nearly every format it knows. */
export const SNIFF_BYTES = 4100;

/** Containers that hold other formats: the bytes say zip (or OLE), the name and declared type say which document. */
const CONTAINERS: Record<string, RegExp> = {
  'application/zip': /^application\/(vnd\.openxmlformats-officedocument\.|vnd\.oasis\.opendocument\.|epub\+zip$|x-zip-compressed$)/,
  'application/x-cfb': /^application\/(msword|vnd\.ms-[\w.-]+)$/,
};

/**
 * The type a file really is, from its first bytes (`file-type`), not from what the client declared
 * or the name: a program sent as invoice.pdf is a program. Formats without a signature (plain text,
 * CSV) keep the declared type; so do documents inside a container when the bytes show that container,
 * and sound declared in a format that may also carry video.
 */
export async function sniffedType(declared: string, head: Buffer): Promise<string> {
  let found: string | undefined;
  try {
    found = (await fileTypeFromBuffer(head))?.mime;
  } catch {
    // A damaged header is judged as no signature at all.
    found = undefined;
  }
  if (!found) return declared;
  if (CONTAINERS[found]?.test(declared)) return declared;
  // WebM, MP4 and Ogg hold sound alone or with pictures; the signature cannot tell a voice recording from a film.
  if (found.startsWith('video/') && declared === `audio/${found.slice('video/'.length)}`) return declared;
  return found;
}
