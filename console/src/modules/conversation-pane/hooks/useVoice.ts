import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadUrl } from '../utils/fileUpload';
import { MP3, toPcm16 } from '../utils/mp3Format';

/** Spec §4 voice states: not downloaded, downloading, ready (an mp3 blob URL), or error with retry. */
export type VoiceState = { status: 'idle' } | { status: 'downloading' } | { status: 'ready'; url: string } | { status: 'error' };

/**
 * Downloads a voice message, decodes it in the browser and re-encodes it to mp3 (24 kHz, mono,
 * 128 kbps) in a Web Worker with @breezystack/lamejs, so every browser can play it.
 */
export function useVoice(messageId: string): { state: VoiceState; load: () => void } {
  const [state, setState] = useState<VoiceState>({ status: 'idle' });
  const urlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const load = useCallback(() => {
    setState({ status: 'downloading' });
    (async () => {
      const response = await fetch(downloadUrl(messageId), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`download ${response.status}`);
      const bytes = await response.arrayBuffer();
      const pcm = await decodeTo24kMono(bytes);
      const mp3 = await encodeInWorker(pcm);
      const url = URL.createObjectURL(mp3);
      urlRef.current = url;
      setState({ status: 'ready', url });
    })().catch(() => setState({ status: 'error' }));
  }, [messageId]);

  return { state, load };
}

const SAMPLE_RATE = MP3.sampleRate;

async function decodeTo24kMono(bytes: ArrayBuffer): Promise<Int16Array> {
  const Ctx = window.OfflineAudioContext;
  const probe = new Ctx(1, 1, SAMPLE_RATE);
  const decoded = await probe.decodeAudioData(bytes.slice(0));
  const frames = Math.max(1, Math.ceil(decoded.duration * SAMPLE_RATE));
  const ctx = new Ctx(1, frames, SAMPLE_RATE);
  const source = ctx.createBufferSource();
  source.buffer = decoded;
  source.connect(ctx.destination);
  source.start();
  const rendered = await ctx.startRendering();
  return toPcm16(rendered.getChannelData(0));
}

function encodeInWorker(pcm: Int16Array): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../workers/mp3Encoder.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ mp3?: Blob; error?: string }>) => {
      worker.terminate();
      if (event.data.mp3) resolve(event.data.mp3);
      else reject(new Error(event.data.error ?? 'encode failed'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('worker failed'));
    };
    worker.postMessage({ pcm, sampleRate: SAMPLE_RATE }, [pcm.buffer]);
  });
}
