/**
 * Polls `probe` every 100 ms until it answers something truthy, and answers that: for effects that
 * show in no event a test can wait on (a platform delivery's job, a row written in the background).
 */
export async function until<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
