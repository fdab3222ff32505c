import { desc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { contentVersions } from '../db/schema.js';

/**
 * The newest content version, read from the database at most every `ttlMs`. Per-replica caches
 * key on it, so a content load on any replica reaches every replica within `ttlMs`.
 */
export class ContentVersion {
  private value: number | null = null;
  private readAt = 0;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 10_000,
  ) {}

  async current(): Promise<number | null> {
    const now = Date.now();
    if (now - this.readAt < this.ttlMs) return this.value;
    const [row] = await this.db
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .orderBy(desc(contentVersions.id))
      .limit(1);
    this.value = row?.id ?? null;
    this.readAt = now;
    return this.value;
  }

  /** After a load in this process, do not wait for the TTL. */
  invalidate(): void {
    this.readAt = 0;
  }
}

/** A per-replica cache of values computed from content, dropped whenever the version changes. */
export class ContentCache {
  private version: number | null | undefined;
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly contentVersion: ContentVersion) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.contentVersion.current();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = compute();
      this.entries.set(key, entry);
      entry.catch(() => this.entries.delete(key));
    }
    return entry;
  }
}
