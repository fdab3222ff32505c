import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type BookmarkedHazard } from '@prepwell/contract';
import { errorResponse, mockFetch } from '../../../../test/render';
import { STORAGE_KEYS } from '../../storage';
import {
  addAnonymousBookmark,
  readAnonymousBookmarks,
  removeAnonymousBookmark,
} from '../anonymous-bookmarks';
import { mergeAnonymousBookmarks } from '../merge-bookmarks';

const hazard = (id: number): BookmarkedHazard => ({
  hazard_id: id,
  slug: `hazard-${id}`,
  icon: { src: `/public/icons/${id}.svg` },
  name: { en: `Hazard ${id}` },
  description: { en: '' },
  local: false,
  creator: null,
});
const stored = () => readAnonymousBookmarks().map((b) => [b.hazard_id, b.bookmark_id]);

afterEach(() => window.sessionStorage.clear());

describe('an anonymous reader’s bookmarks (this tab’s session storage)', () => {
  it('numbers each new one after the highest, keeps one per hazard, and removes', () => {
    expect(addAnonymousBookmark(hazard(7))).toBe(true);
    expect(addAnonymousBookmark(hazard(3))).toBe(true);
    expect(addAnonymousBookmark(hazard(7))).toBe(true);
    expect(stored()).toEqual([
      [7, 1],
      [3, 2],
    ]);
    expect(removeAnonymousBookmark(7)).toBe(true);
    expect(removeAnonymousBookmark(7)).toBe(false);
    addAnonymousBookmark(hazard(9));
    expect(stored()).toEqual([
      [3, 2],
      [9, 3],
    ]);
  });

  it('reads damaged storage as no bookmarks, keeping the entries that are whole', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.bookmarks, '{not json');
    expect(readAnonymousBookmarks()).toEqual([]);
    window.sessionStorage.setItem(
      STORAGE_KEYS.bookmarks,
      JSON.stringify([{ hazard_id: 4, bookmark_id: 1 }, { hazard_id: 'x' }, null]),
    );
    expect(stored()).toEqual([[4, 1]]);
    // The same array while storage is unchanged (useSyncExternalStore needs it).
    expect(readAnonymousBookmarks()).toBe(readAnonymousBookmarks());
  });
});

describe('at sign-in', () => {
  it('moves the tab’s bookmarks into the account, then forgets them here', async () => {
    addAnonymousBookmark(hazard(3));
    addAnonymousBookmark(hazard(7));
    const calls = mockFetch({ [API_PATHS.bookmark]: { bookmark_id: 1 } });
    await mergeAnonymousBookmarks();
    const posted = calls
      .filter((call) => call.init?.method === 'POST')
      .map((call) => String(call.init?.body));
    expect(posted.sort()).toEqual(['{"hazard_id":3}', '{"hazard_id":7}']);
    expect(stored()).toEqual([]);
  });

  it('keeps them in the tab when a save fails, so nothing is lost', async () => {
    addAnonymousBookmark(hazard(3));
    mockFetch({ [API_PATHS.bookmark]: errorResponse('INTERNAL', 500) });
    await mergeAnonymousBookmarks();
    expect(stored()).toEqual([[3, 1]]);
  });
});
