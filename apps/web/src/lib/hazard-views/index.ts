import { API_PATHS, type HazardViewEventRequest } from '@prepwell/contract';
import { apiRequest } from '../api-client';
import { currentProfile } from '../auth/profile-store';

const viewListeners = new Set<() => void>();

/**
 * Called after each recorded view: Home's trending strip (features/home) marks its list stale
 * (spec §4: "a hazard view refreshes the trending hazards list"). Here because features never
 * import each other.
 */
export function onHazardViewRecorded(listener: () => void): () => void {
  viewListeners.add(listener);
  return () => viewListeners.delete(listener);
}

/**
 * Log that the reader viewed a hazard, or one of its content blocks: the signed-in path when the
 * profile store says signed in, else `/noauth` (spec §6). Silent on failure (never rejects); after
 * a recorded view the trending list is marked stale, so the next Home loads a fresh strip.
 */
export async function recordHazardView(hazardId: number, contentBlockId?: number): Promise<void> {
  // Offline (a saved copy being read), the view is let go: the request would only fail.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const body: HazardViewEventRequest = {
    hazard_id: hazardId,
    ...(contentBlockId !== undefined ? { content_block_id: contentBlockId } : {}),
  };
  const path =
    currentProfile().status === 'signed-in' ? API_PATHS.hazardViewEvent : API_PATHS.hazardViewEventNoAuth;
  try {
    await apiRequest<void>(path, { method: 'POST', body });
  } catch {
    return;
  }
  viewListeners.forEach((listener) => listener());
}
