// A cheap in-process token bucket per client in front of the database counters. It is only a shield
// against floods (a refused request costs no query, no hash, no transaction): each process has its
// own, so it never decides anything the shared counters in the database would decide differently for
// a legitimate client, and it is sized well above what they allow.

/** A bucket of `burst` tokens refilled at `perSecond`; keys idle long enough to be full are dropped. */
export class Shield {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    /** Most keys kept; past it, the oldest are forgotten (a forgotten client starts full). */
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token for `key`; false when its bucket is empty. */
  allow(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond)
      : this.burst;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return false;
    }
    // Re-inserted so the Map's order is the order of last use: the first key is the oldest.
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return true;
  }

  /** Seconds until `key` has a token again (at least 1). */
  retryAfterSeconds(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return 1;
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
  }
}
