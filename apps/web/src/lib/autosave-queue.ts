import { ApiError } from './api-client';

/** What an autosave line says: nothing yet, "Saving...", "Progress saved!" or the error. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface AutosaveOptions<T> {
  /** The revision the server holds (0 before the first save). */
  revision: number;
  /** Stores `value` as `revision`; rejects when it was not stored. */
  save: (value: T, revision: number) => Promise<void>;
  onStatus: (status: AutosaveStatus) => void;
  /**
   * After a 409: the revision the server now holds, or null when it takes no more saves (a draft
   * submitted elsewhere). The next save then goes after it (the newest change wins).
   */
  storedRevision: () => Promise<number | null>;
  /** Waits before retry n (1, 2, …): 1 s, 2 s, 4 s… up to 30 s. */
  retryDelay?: (attempt: number) => number;
}

const defaultDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 30_000);

/**
 * Save as you go (a Prep Check's answers, the emergency plan): every change sends the whole
 * value. Saves go one at a time, in order: a change made while one is on its way waits for it,
 * and only the newest waiting value is sent (it holds every earlier change). Each save carries
 * the next revision, so the server never lets an older one overwrite a newer. A failed save is
 * retried (the newest value), with growing waits, until it lands: nothing the person entered is
 * lost while the page is open.
 */
export class AutosaveQueue<T> {
  private revision: number;
  private pending: T | null = null;
  private running: Promise<void> | null = null;
  private attempt = 0;
  private readonly delay: (attempt: number) => number;

  constructor(private readonly options: AutosaveOptions<T>) {
    this.revision = options.revision;
    this.delay = options.retryDelay ?? defaultDelay;
  }

  /** Queue the whole value as it now is. */
  change(value: T): void {
    this.pending = value;
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once everything queued so far is stored. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Whether a change is waiting or on its way. */
  get busy(): boolean {
    return this.running !== null;
  }

  private async run(): Promise<void> {
    while (this.pending !== null) {
      const value = this.pending;
      this.pending = null;
      const revision = this.revision + 1;
      this.options.onStatus('saving');
      try {
        await this.options.save(value, revision);
        this.revision = revision;
        this.attempt = 0;
        if (this.pending === null) this.options.onStatus('saved');
      } catch (error) {
        this.options.onStatus('error');
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          // Refused as it is: sending it again cannot help. The next change is sent.
          this.attempt = 0;
          continue;
        }
        if (error instanceof ApiError && error.code === 'CONFLICT') {
          // Another save is stored (another tab, another device): this one, newer, goes after
          // it. A value that takes no more saves stops here.
          const stored = await this.options.storedRevision().catch(() => undefined);
          if (stored === null) {
            this.pending = null;
            return;
          }
          if (stored !== undefined) this.revision = Math.max(this.revision, stored);
        }
        // Not lost: what failed is sent again, unless something newer is already waiting.
        this.pending ??= value;
        this.attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, this.delay(this.attempt)));
      }
    }
  }
}
