import { describe, expect, it } from 'vitest';
import type { SubmissionSave, SubmissionSaved } from '@prepwell/contract';
import { ApiError } from '../../../lib/api-client';
import { AutosaveQueue, type AutosaveStatus, type SubmissionDraft } from '../lib/autosave-queue';

const draft = (answers: number): SubmissionDraft => ({
  prep_check_id: 901,
  status: 'DRAFT',
  submitted_responses: Array.from({ length: answers }, (_, i) => ({
    question_id: 90101 + i,
    user_answer: [],
  })),
});

/** A server that stores what it is sent, answering each save when the test says so. */
function fakeServer() {
  const sent: SubmissionSave[] = [];
  const answers: { resolve: (value: SubmissionSaved) => void; reject: (error: unknown) => void }[] = [];
  const save = (submission: SubmissionSave) =>
    new Promise<SubmissionSaved>((resolve, reject) => {
      sent.push(submission);
      answers.push({ resolve, reject });
    });
  const ok = async (index: number) => {
    answers[index]?.resolve({
      id: 7,
      prep_check_id: 901,
      status: 'DRAFT',
      revision: sent[index]?.revision ?? 0,
      amountDone: 0,
      date_modified: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const fail = async (index: number, error: unknown = new ApiError('ISA_REQUEST_FAILED', 'offline')) => {
    answers[index]?.reject(error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, save, ok, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the autosave queue', () => {
  it('sends one save at a time, in order, the newest waiting state only, with rising revisions', async () => {
    const server = fakeServer();
    const statuses: AutosaveStatus[] = [];
    const queue = new AutosaveQueue({
      revision: 0,
      save: server.save,
      onStatus: (s) => statuses.push(s),
      storedRevision: async () => 0,
    });
    queue.change(draft(1));
    queue.change(draft(2));
    queue.change(draft(3));
    await settle();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ id: undefined, revision: 1 });
    await server.ok(0);
    await settle();
    // Changes 2 and 3 waited; only 3 (which holds 2) is sent, as an update of the new id.
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]).toMatchObject({ id: 7, revision: 2 });
    expect(server.sent[1]?.submitted_responses).toHaveLength(3);
    await server.ok(1);
    await queue.flush();
    expect(statuses).toEqual(['saving', 'saving', 'saved']);
  });

  it('retries a failed save until it lands, saying so, and loses no later change', async () => {
    const server = fakeServer();
    const statuses: AutosaveStatus[] = [];
    const queue = new AutosaveQueue({
      revision: 4,
      id: 7,
      save: server.save,
      onStatus: (s) => statuses.push(s),
      storedRevision: async () => 4,
      retryDelay: () => 1,
    });
    queue.change(draft(1));
    await settle();
    await server.fail(0);
    expect(statuses).toContain('error');
    queue.change(draft(2));
    await settle();
    // The retry sends the newest state, at the revision that never landed.
    expect(server.sent[1]).toMatchObject({ id: 7, revision: 5 });
    expect(server.sent[1]?.submitted_responses).toHaveLength(2);
    await server.ok(1);
    await queue.flush();
    expect(statuses.at(-1)).toBe('saved');
  });

  it('does not send again what the server refused as it is (400), and sends the next change', async () => {
    const server = fakeServer();
    const statuses: AutosaveStatus[] = [];
    const queue = new AutosaveQueue({
      revision: 1,
      id: 7,
      save: server.save,
      onStatus: (s) => statuses.push(s),
      storedRevision: async () => 1,
      retryDelay: () => 1,
    });
    queue.change(draft(1));
    await settle();
    await server.fail(0, new ApiError('VALIDATION_FAILED', 'bad'));
    await queue.flush();
    expect(server.sent).toHaveLength(1);
    expect(statuses.at(-1)).toBe('error');
    queue.change(draft(2));
    await settle();
    expect(server.sent[1]).toMatchObject({ id: 7, revision: 2 });
    await server.ok(1);
    await queue.flush();
    expect(statuses.at(-1)).toBe('saved');
  });

  it('after a 409 goes after the stored revision, and stops once the draft was submitted elsewhere', async () => {
    const server = fakeServer();
    let stored: number | null = 9;
    const queue = new AutosaveQueue({
      revision: 2,
      id: 7,
      save: server.save,
      onStatus: () => undefined,
      storedRevision: async () => stored,
      retryDelay: () => 1,
    });
    queue.change(draft(1));
    await settle();
    await server.fail(0, new ApiError('CONFLICT', 'newer'));
    await settle();
    expect(server.sent[1]).toMatchObject({ revision: 10 });
    stored = null;
    await server.fail(1, new ApiError('CONFLICT', 'submitted'));
    await queue.flush();
    expect(server.sent).toHaveLength(2);
  });
});
