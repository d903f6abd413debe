import type { Browser, Page } from 'playwright-core';

/** Frames between two `performance.mark`s of the page, as Chrome's trace reports them (the frames DevTools shows). */
export interface TracedFrames {
  seconds: number;
  /** Frames that showed every update. */
  presented: number;
  /** Frames that showed the compositor's updates without the main thread's. */
  partial: number;
  dropped: number;
  fps: number;
  /** The longest time without a new frame on screen, the window's edges included. */
  longestGapMs: number;
  gapsOver50: number;
  gapsOver100: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  pid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: { frame_reporter?: { state?: string; frame_sequence?: number } };
}

const FRAME_CATEGORIES = ['disabled-by-default-devtools.timeline.frame', 'blink.user_timing'];

/** Starts Chrome's trace of the page's frames (Chromium only). */
export async function startFrameTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: FRAME_CATEGORIES });
}

/**
 * Stops the trace and counts the frames between the page's marks `startMark` and `endMark`. Each
 * frame of the compositor is a `PipelineReporter` span whose state says whether it was presented
 * (all or part of its updates) or dropped; a presented frame reached the screen at its span's end.
 */
export async function stopFrameTrace(browser: Browser, startMark: string, endMark: string): Promise<TracedFrames> {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const markTs = (name: string) => {
    const mark = traceEvents.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
    if (!mark) throw new Error(`the trace has no mark ${name}`);
    return mark.ts;
  };
  const start = markTs(startMark);
  const end = markTs(endMark);
  const reporters = traceEvents.filter((e) => e.name === 'PipelineReporter');
  // The page's compositor is the process that reported the most frames (the browser's own UI reports few).
  const perPid = new Map<number, number>();
  for (const e of reporters) perPid.set(e.pid, (perPid.get(e.pid) ?? 0) + 1);
  const pid = [...perPid].sort((a, b) => b[1] - a[1])[0]?.[0];
  const key = (e: TraceEvent) => `${e.id2?.local ?? e.id2?.global ?? e.id ?? ''}`;
  const begun = new Map<string, { state: string; sequence: number | undefined }>();
  // A frame sequence can be reported more than once. It counts as on screen when a report says every
  // update reached it (PRESENTED_ALL). A partial one showed the compositor's part without the main
  // thread's, and the list scrolls from the main thread, so it showed nothing new: it is counted
  // apart and it does not end a gap.
  const full = new Map<number | string, number>();
  const partial = new Set<number | string>();
  const droppedSequences = new Set<number | string>();
  for (const e of reporters) {
    if (e.pid !== pid) continue;
    if (e.ph === 'b') begun.set(key(e), { state: e.args?.frame_reporter?.state ?? '', sequence: e.args?.frame_reporter?.frame_sequence });
    if (e.ph !== 'e') continue;
    const frame = begun.get(key(e));
    begun.delete(key(e));
    if (e.ts < start || e.ts > end || frame === undefined) continue;
    const sequence = frame.sequence ?? key(e);
    if (frame.state === 'STATE_PRESENTED_ALL') full.set(sequence, Math.min(full.get(sequence) ?? Infinity, e.ts));
    else if (frame.state === 'STATE_PRESENTED_PARTIAL') partial.add(sequence);
    else if (frame.state === 'STATE_DROPPED') droppedSequences.add(sequence);
  }
  for (const sequence of full.keys()) {
    partial.delete(sequence);
    droppedSequences.delete(sequence);
  }
  for (const sequence of partial) droppedSequences.delete(sequence);
  const presentedAt = [...full.values()].sort((a, b) => a - b);
  const edges = [start, ...presentedAt, end];
  const gaps = edges.slice(1).map((t, i) => (t - edges[i]!) / 1000);
  const seconds = (end - start) / 1e6;
  return {
    seconds,
    presented: presentedAt.length,
    partial: partial.size,
    dropped: droppedSequences.size,
    fps: presentedAt.length / seconds,
    longestGapMs: Math.max(...gaps),
    gapsOver50: gaps.filter((g) => g > 50).length,
    gapsOver100: gaps.filter((g) => g > 100).length,
  };
}
