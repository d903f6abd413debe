/** Spec §9 typing constants. */
export const TYPING = { time: 3000, heartbeat: 3000, expiry: 3000, throttle: 500, clearDebounce: 500 } as const;

/**
 * Decides when the composer tells others it is typing. A keystroke sends "typing" at once, then at
 * most once per heartbeat while typing goes on (never twice within the throttle); clearing the text
 * or sending sends "stopped" after the clear debounce.
 */
export class TypingSender {
  private lastSent = 0;
  private typing = false;
  private clearTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (status: 0 | 1) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Call on every change of the composer's text. */
  input(text: string): void {
    if (text.trim() === '') {
      this.stop();
      return;
    }
    this.cancelClear();
    const t = this.now();
    const since = t - this.lastSent;
    if (!this.typing || (since >= TYPING.heartbeat && since >= TYPING.throttle)) {
      this.typing = true;
      this.lastSent = t;
      this.send(1);
    }
  }

  /**
   * The message was sent: its arrival clears the indicator at the others, so the next keystroke
   * starts a new "typing" at once.
   */
  sent(): void {
    this.cancelClear();
    this.typing = false;
    this.lastSent = 0;
  }

  /** The text was cleared. */
  stop(): void {
    if (!this.typing || this.clearTimer) return;
    this.clearTimer = setTimeout(() => {
      this.clearTimer = null;
      if (!this.typing) return;
      this.typing = false;
      this.lastSent = 0;
      this.send(0);
    }, TYPING.clearDebounce);
  }

  dispose(): void {
    this.cancelClear();
  }

  private cancelClear(): void {
    if (this.clearTimer) clearTimeout(this.clearTimer);
    this.clearTimer = null;
  }
}

export interface TypingEvent {
  userId: string;
  status: number;
  time?: number;
}

/** Who is typing now: each entry lasts the time its event gave (default 3000 ms). Returns the new map. */
export function applyTypingEvent(current: Record<string, number>, event: TypingEvent, now: number): Record<string, number> {
  const next = { ...current };
  if (event.status === 1) next[event.userId] = now + (event.time ?? TYPING.expiry);
  else delete next[event.userId];
  return next;
}

export function activeTypists(current: Record<string, number>, now: number): string[] {
  return Object.entries(current)
    .filter(([, until]) => until > now)
    .map(([id]) => id);
}
