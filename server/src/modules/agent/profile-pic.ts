import { AppError, invalid, msg } from '../../common/errors';

/** The console crops to 250x250 (spec §9) before upload; a compressed picture of that size is far below this. */
export const MAX_PROFILE_PIC_BYTES = 200 * 1024;

const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** What each allowed type starts with: the declared type must be what the bytes are. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Spec §3 keeps the avatar as a data URL on the agent (no file store needed, one read shows it
 * everywhere). Only PNG, JPEG and WebP in base64, at most 200 KB decoded, and the bytes must be
 * the declared image type. null or '' removes the picture.
 */
export function parseProfilePic(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  // Base64 is 4/3 of the bytes: refuse what cannot fit before decoding anything.
  if (text.length > Math.ceil((MAX_PROFILE_PIC_BYTES * 4) / 3) + 40) throw tooLarge();
  const m = DATA_URL.exec(text);
  if (!m) throw invalid('agent.thePictureMustBeAPNG', { profilePic: 'invalid' });
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length > MAX_PROFILE_PIC_BYTES) throw tooLarge();
  if (bytes.length < 12 || !SIGNATURES[m[1]!]!(bytes)) throw invalid(msg('agent.thePictureIsNotOfType', { type: m[1] }), { profilePic: 'invalid' });
  return text;
}

const tooLarge = () => new AppError('VALIDATION', 'agent.thePictureIsLargerThan200', { fields: { profilePic: 'tooLarge' } });
