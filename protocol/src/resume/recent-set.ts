/** A set that remembers only its newest `limit` entries: enough to recognise a repeat that arrives soon after. */
export class RecentSet {
  private readonly items = new Set<string>();

  constructor(private readonly limit: number) {}

  has(key: string): boolean {
    return this.items.has(key);
  }

  add(key: string): void {
    this.items.delete(key);
    this.items.add(key);
    if (this.items.size > this.limit) {
      const oldest = this.items.values().next();
      if (!oldest.done) this.items.delete(oldest.value);
    }
  }
}
