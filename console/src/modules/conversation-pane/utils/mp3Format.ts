/** Spec §9 audio re-encoding: mp3 at 128 kbps, mono, 24 kHz, in blocks of 1152 samples of 16-bit PCM. */
export const MP3 = { sampleRate: 24_000, channels: 1, kbps: 128, block: 1152 } as const;

/** Floats in [-1, 1] to 16-bit PCM. */
export function toPcm16(floats: Float32Array): Int16Array {
  const pcm = new Int16Array(floats.length);
  for (let i = 0; i < floats.length; i += 1) {
    const s = Math.max(-1, Math.min(1, floats[i] ?? 0));
    pcm[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return pcm;
}
