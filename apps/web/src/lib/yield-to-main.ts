/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between: a page's start-up is cut into tasks a slow phone runs in under 50 ms each instead of
 * one that holds the main thread for hundreds (ADR 033).
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Runs `task` once the browser is idle (within 2 s at the latest): for work nobody waits on, such
 * as telling the server what was read, so it stays out of the tasks that make a page usable.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 0);
}
