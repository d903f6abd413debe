/**
 * A read the console starts with itself (main.tsx) for the first screen to take instead of asking
 * again. Taken once; once the first take is past, nothing more is started: a read arriving after
 * the screen asked for itself would be older than what it already has.
 */
export class StartupRead<T> {
  private pending: T | null = null;
  private taken = false;

  /** Starts the read and keeps it, unless the first take is past: then starts nothing and answers null. */
  start(read: () => T): T | null {
    if (this.taken) return null;
    this.pending = read();
    return this.pending;
  }

  /** What was started, once; null when nothing was (or it was taken). */
  take(): T | null {
    const pending = this.pending;
    this.pending = null;
    this.taken = true;
    return pending;
  }
}
