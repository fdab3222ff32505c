import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type SavedPlace } from '@prepwell/contract';
import { errorResponse, mockFetch } from '../../../../test/render';
import { queryClient } from '../../query-client';
import { STORAGE_KEYS } from '../../storage';
import { mergedPlaces, mergeStoredPlaces } from '../merge-places';
import { storedPlaces } from '../stored-places';

const place = (n: number, extra: Partial<SavedPlace> = {}): SavedPlace => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Place ${n}`,
  lat: 45 + n,
  lng: -122,
  source: 'city',
  ...extra,
});

afterEach(() => {
  window.localStorage.clear();
  queryClient.clear();
});

describe('places kept on this device', () => {
  it('reads damaged storage as none, keeping the places that are whole, at most five', () => {
    window.localStorage.setItem(STORAGE_KEYS.places, '{not json');
    expect(storedPlaces.read()).toEqual([]);
    window.localStorage.setItem(
      STORAGE_KEYS.places,
      JSON.stringify([place(1), { ...place(2), lat: 91 }, { ...place(3), name: ' ' }, null, place(4)]),
    );
    expect(storedPlaces.read().map((p) => p.name)).toEqual(['Place 1', 'Place 4']);
    expect(storedPlaces.read()).toBe(storedPlaces.read());
    window.localStorage.setItem(STORAGE_KEYS.places, JSON.stringify([1, 2, 3, 4, 5, 6].map((n) => place(n))));
    expect(storedPlaces.read()).toHaveLength(5);
  });

  it('answers the server’s empty list until something is stored', () => {
    expect(storedPlaces.read()).toBe(storedPlaces.server());
    expect(storedPlaces.write([place(1)])).toBe(true);
    expect(storedPlaces.read()).toEqual([place(1)]);
  });
});

describe('at sign-in', () => {
  it('adds this device’s new places after the account’s, one per point, at most five', () => {
    const account = [place(1), place(2)];
    const device = [
      place(2, { name: 'Same id' }),
      place(8, { lat: 46.0004, name: 'Same point as Place 1' }),
      place(3),
      place(4),
      place(5),
      place(6),
    ];
    expect(mergedPlaces(account, device).map((p) => p.name)).toEqual([
      'Place 1',
      'Place 2',
      'Place 3',
      'Place 4',
      'Place 5',
    ]);
  });

  it('moves the device’s places into the account, then forgets them here', async () => {
    storedPlaces.write([place(3)]);
    const calls = mockFetch({ [API_PATHS.places]: { places: [place(1)] } });
    await mergeStoredPlaces();
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ places: [place(1), place(3)] });
    expect(storedPlaces.read()).toEqual([]);
  });

  it('keeps them on the device when saving fails, so nothing is lost', async () => {
    storedPlaces.write([place(3)]);
    mockFetch({ [API_PATHS.places]: errorResponse('INTERNAL', 500) });
    await expect(mergeStoredPlaces()).rejects.toThrow();
    expect(storedPlaces.read()).toEqual([place(3)]);
  });
});
