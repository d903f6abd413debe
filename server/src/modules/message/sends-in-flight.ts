/**
 * Whether a send asks if it is alone among its workspace's writers (message-writer.ts, aloneSql). A
 * yes keeps every other writer of the workspace waiting until that send commits (its WAL flush
 * included), which under load lines the sends up one behind the other again. So on PostgreSQL a send
 * asks only when it is its node's only send in flight: with another one beside it the answer is seldom
 * yes, and a no costs nothing (its events carry the node's last cursor read and their own change,
 * core/events/cursor-stamp.ts). The embedded database runs one transaction at a time on its one
 * connection: every send there is alone, and always asks.
 */
export class SendsInFlight {
  private count = 0;

  constructor(private readonly oneTransactionAtATime: boolean) {}

  /** Counts `send` as in flight from its start to its answer. */
  async track<T>(send: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await send();
    } finally {
      this.count -= 1;
    }
  }

  /** Read inside a tracked send, just before its writing statement. */
  get askAlone(): boolean {
    return this.oneTransactionAtATime || this.count <= 1;
  }
}
