import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedPlace } from '@prepwell/contract';
import { useProfile } from '../auth/profile-store';
import { syncLocalPlace } from '../location/location';
import { useAfterHydration } from '../use-after-hydration';
import { myPlacesQueryOptions, placeQueryKeys, putMyPlaces } from './places-api';
import { storedPlaces } from './stored-places';

export interface Places {
  /** False on the server, while hydrating and while a signed-in person's places load. */
  ready: boolean;
  signedIn: boolean;
  /** The signed-in list could not be loaded. */
  failed: boolean;
  places: SavedPlace[];
  /** Saves the whole list (in order); rejects when it could not be saved (nothing is lost). */
  save(places: SavedPlace[]): Promise<void>;
}

const NONE: SavedPlace[] = [];

/** Why saving places failed. */
export class PlacesSaveError extends Error {
  constructor() {
    super('places not saved');
  }
}

/**
 * A person's saved places (ADR 034): local storage `@places` when anonymous (this device only),
 * the account when signed in. Personal, so nothing of it is known on the server or while hydrating.
 */
export function usePlaces(): Places {
  const { status } = useProfile();
  const signedIn = status === 'signed-in';
  const hydrated = useAfterHydration();
  const stored = useSyncExternalStore(storedPlaces.subscribe, storedPlaces.read, storedPlaces.server);
  const queryClient = useQueryClient();
  const mine = useQuery({ ...myPlacesQueryOptions(), enabled: signedIn });

  const save = useCallback(
    async (places: SavedPlace[]) => {
      if (!signedIn) {
        if (!storedPlaces.write(places)) throw new PlacesSaveError();
        syncLocalPlace(places);
        return;
      }
      let saved;
      try {
        saved = await putMyPlaces(places);
      } catch {
        throw new PlacesSaveError();
      }
      queryClient.setQueryData(placeQueryKeys.mine, saved);
      // Local information for a place removed or moved follows the list.
      syncLocalPlace(saved.places);
    },
    [signedIn, queryClient],
  );

  if (!hydrated) return { ready: false, signedIn, failed: false, places: NONE, save };
  if (!signedIn) return { ready: true, signedIn, failed: false, places: stored, save };
  return {
    ready: mine.isSuccess,
    signedIn,
    failed: mine.isError && !mine.data,
    places: mine.data?.places ?? NONE,
    save,
  };
}
