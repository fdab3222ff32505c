import type { SubmissionSave, SubmissionSaved } from '@prepwell/contract';
import { ApiError } from '../../../lib/api-client';

/** What the autosave line says (spec §4): nothing yet, "Saving...", "Progress saved!" or the error. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** The submission as the questionnaire holds it: everything a save sends but the id and revision. */
export type SubmissionDraft = Omit<SubmissionSave, 'id' | 'revision'>;

export interface AutosaveOptions {
  /** The stored submission's id (none before the first save) and its revision. */
  id?: number;
  revision: number;
  save: (submission: SubmissionSave) => Promise<SubmissionSaved>;
  onStatus: (status: AutosaveStatus) => void;
  /**
   * After a 409: the revision the server holds for this draft, or null when it is no longer a
   * draft (submitted elsewhere). The next save then goes after it (the newest change wins).
   */
  storedRevision: () => Promise<number | null>;
  /** Waits before retry n (1, 2, …): 1 s, 2 s, 4 s… up to 30 s. */
  retryDelay?: (attempt: number) => number;
}

const defaultDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 30_000);

/**
 * The questionnaire's autosave (spec §4: every change sends the whole submission). Saves go one
 * at a time, in order: a change made while one is on its way waits for it, and only the newest
 * waiting state is sent (it holds every earlier change). Each save carries the next revision, so
 * the server never lets an older one overwrite a newer. A failed save is retried (the newest
 * state), with growing waits, until it lands: nothing the user answered is lost while the page
 * is open.
 */
export class AutosaveQueue {
  private id: number | undefined;
  private revision: number;
  private pending: SubmissionDraft | null = null;
  private running: Promise<void> | null = null;
  private attempt = 0;
  private readonly delay: (attempt: number) => number;

  constructor(private readonly options: AutosaveOptions) {
    this.id = options.id;
    this.revision = options.revision;
    this.delay = options.retryDelay ?? defaultDelay;
  }

  /** The stored submission's id once known. */
  get submissionId(): number | undefined {
    return this.id;
  }

  /** Queue the whole submission as it now is. */
  change(submission: SubmissionDraft): void {
    this.pending = submission;
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once everything queued so far is stored (a submission's final save waits on it). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    while (this.pending) {
      const submission = this.pending;
      this.pending = null;
      const revision = this.revision + 1;
      this.options.onStatus('saving');
      try {
        const saved = await this.options.save({ ...submission, id: this.id, revision });
        this.id = saved.id ?? this.id;
        this.revision = revision;
        this.attempt = 0;
        if (!this.pending) this.options.onStatus('saved');
      } catch (error) {
        this.options.onStatus('error');
        if (error instanceof ApiError && error.code === 'CONFLICT') {
          // Another save is stored (another tab): this one, newer, goes after it. A draft that
          // was submitted meanwhile takes no more saves.
          const stored = await this.options.storedRevision().catch(() => undefined);
          if (stored === null) {
            this.pending = null;
            return;
          }
          if (stored !== undefined) this.revision = Math.max(this.revision, stored);
        }
        // Not lost: what failed is sent again, unless something newer is already waiting.
        this.pending ??= submission;
        this.attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, this.delay(this.attempt)));
      }
    }
  }
}
