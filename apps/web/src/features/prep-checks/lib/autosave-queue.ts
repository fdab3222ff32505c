import type { SubmissionSave, SubmissionSaved } from '@prepwell/contract';
import { AutosaveQueue as Queue, type AutosaveStatus } from '../../../lib/autosave-queue';

export type { AutosaveStatus };

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

/**
 * The questionnaire's autosave (spec §4: every change sends the whole submission), on the app's
 * save-as-you-go queue (lib/autosave-queue.ts): the submission's id, known after its first save,
 * goes with every later one.
 */
export class AutosaveQueue {
  private id: number | undefined;
  private readonly queue: Queue<SubmissionDraft>;

  constructor(options: AutosaveOptions) {
    this.id = options.id;
    const { save, ...rest } = options;
    this.queue = new Queue<SubmissionDraft>({
      ...rest,
      save: async (submission, revision) => {
        const saved = await save({ ...submission, id: this.id, revision });
        this.id = saved.id ?? this.id;
      },
    });
  }

  /** The stored submission's id once known. */
  get submissionId(): number | undefined {
    return this.id;
  }

  /** Queue the whole submission as it now is. */
  change(submission: SubmissionDraft): void {
    this.queue.change(submission);
  }

  /** Resolves once everything queued so far is stored (a submission's final save waits on it). */
  flush(): Promise<void> {
    return this.queue.flush();
  }
}
