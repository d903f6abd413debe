import { Mp3Encoder } from '@breezystack/lamejs';
import { MP3 } from './mp3Format';

// The encoder (lamejs, ~60 KB compressed) is only ever loaded by the worker; the page imports mp3Format.
export { MP3, toPcm16 } from './mp3Format';

/** Encodes mono 16-bit PCM to mp3 frames. */
export function encodeMp3(pcm: Int16Array, sampleRate: number = MP3.sampleRate): Uint8Array[] {
  const encoder = new Mp3Encoder(MP3.channels, sampleRate, MP3.kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += MP3.block) {
    const out = encoder.encodeBuffer(pcm.subarray(i, i + MP3.block));
    if (out.length) chunks.push(new Uint8Array(out));
  }
  const end = encoder.flush();
  if (end.length) chunks.push(new Uint8Array(end));
  return chunks;
}
