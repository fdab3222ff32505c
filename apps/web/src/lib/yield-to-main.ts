/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between: a page's start-up is cut into tasks a slow phone runs in under 50 ms each instead of
 * one that holds the main thread for hundreds (ADR 033).
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
