/// <reference lib="webworker" />
import { encodeMp3 } from '../utils/mp3';

/** Re-encodes decoded voice (16-bit mono PCM) to mp3 off the main thread. */
self.onmessage = (event: MessageEvent<{ pcm: Int16Array; sampleRate: number }>) => {
  try {
    const chunks = encodeMp3(event.data.pcm, event.data.sampleRate);
    (self as unknown as Worker).postMessage({ mp3: new Blob(chunks as BlobPart[], { type: 'audio/mpeg' }) });
  } catch (error) {
    (self as unknown as Worker).postMessage({ error: String(error) });
  }
};
