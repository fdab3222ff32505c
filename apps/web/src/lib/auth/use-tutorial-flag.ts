import { useCallback, useState } from 'react';
import type { Tutorial } from '@prepwell/contract';
import { readStorage, writeStorage } from '../storage';
import { updateProfile } from './update-profile';
import { currentProfile, useProfile } from './profile-store';

/** Where an anonymous visitor's flag is kept (spec §9: `Local_Content_Intro`, `@DisableAutoShowNoLoCo`). */
export interface TutorialStorage {
  area: 'local' | 'session';
  key: string;
}

/**
 * A tutorial or notice flag (spec §3, §4): "shown / do not show again". Signed-in users keep it
 * in the profile's `tutorials_shown` (so it follows them to other devices); anonymous visitors in
 * browser storage. If saving to the profile fails, the flag is still kept in this browser, so the
 * notice does not come back, and `dismiss` rejects so the caller can say the save failed.
 */
export function useTutorialFlag(tutorial: Tutorial, storage: TutorialStorage) {
  const { profile } = useProfile();
  const [storedLocally, setStoredLocally] = useState(() => readStorage(storage.area, storage.key) === 'true');
  const shown = storedLocally || Boolean(profile?.tutorials_shown.includes(tutorial));

  const dismiss = useCallback(async () => {
    writeStorage(storage.area, storage.key, 'true');
    setStoredLocally(true);
    const state = currentProfile();
    if (state.status !== 'signed-in' || state.profile.tutorials_shown.includes(tutorial)) return;
    await updateProfile({ tutorials_shown: [...state.profile.tutorials_shown, tutorial] });
  }, [storage.area, storage.key, tutorial]);

  return { shown, dismiss };
}
