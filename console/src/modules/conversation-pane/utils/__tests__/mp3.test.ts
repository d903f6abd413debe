import { encodeMp3, MP3, toPcm16 } from '../mp3';

/** MPEG-2 layer III frame header fields (24 kHz is an MPEG-2 rate). */
function firstFrame(bytes: Uint8Array) {
  const i = bytes.findIndex((b, j) => b === 0xff && ((bytes[j + 1] ?? 0) & 0xe0) === 0xe0);
  const h1 = bytes[i + 1]!;
  const h2 = bytes[i + 2]!;
  const h3 = bytes[i + 3]!;
  const version = (h1 >> 3) & 3; // 2 = MPEG-2
  const layer = (h1 >> 1) & 3; // 1 = layer III
  const bitrateIndex = h2 >> 4;
  const rateIndex = (h2 >> 2) & 3;
  const mode = h3 >> 6; // 3 = mono
  const mpeg2Kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  const mpeg2Rates = [22050, 24000, 16000];
  return { version, layer, kbps: mpeg2Kbps[bitrateIndex], sampleRate: mpeg2Rates[rateIndex], mono: mode === 3 };
}

describe('voice re-encoding (spec §9)', () => {
  it('encodes 24 kHz mono 128 kbps mp3', () => {
    const floats = new Float32Array(MP3.sampleRate).map((_, i) => Math.sin((2 * Math.PI * 440 * i) / MP3.sampleRate) * 0.5);
    const chunks = encodeMp3(toPcm16(floats));
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    expect(bytes.length).toBeGreaterThan(10_000); // ~16 KB for one second at 128 kbps
    expect(bytes.length).toBeLessThan(20_000);
    expect(firstFrame(bytes)).toEqual({ version: 2, layer: 1, kbps: 128, sampleRate: 24000, mono: true });
  });

  it('clips to 16 bits', () => {
    expect([...toPcm16(new Float32Array([-2, -1, 0, 1, 2]))]).toEqual([-32768, -32768, 0, 32767, 32767]);
  });
});
