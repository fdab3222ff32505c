import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type EmergencyItem } from '@prepwell/contract';
import { clientConfig, errorResponse, mockFetch, renderRoute } from '../../../../test/render';
import { createProfile } from '@prepwell/contract/testing';
import { resetProfileStore } from '../../../lib/auth/profile-store';
import { moved } from '../api/toggle-emergency-item';

const item = (id: number, userHasItem: boolean): EmergencyItem => ({
  id,
  name: { en: `Item ${id}` },
  description: { en: `About item ${id}` },
  userHasItem,
  prep_checks: [],
});

beforeEach(() => resetProfileStore({ status: 'signed-in', profile: createProfile() }));
afterEach(() => resetProfileStore());

describe('My Emergency Items', () => {
  it('lists what the reader has and has not', async () => {
    mockFetch({
      '/public/config': clientConfig(),
      [API_PATHS.emergencyItems]: { yes: [item(2, true)], no: [item(1, false), item(3, false)] },
    });
    await renderRoute('app', '/my-emergency-items');
    expect(await screen.findByText('Item 2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Item 3')).toBeInTheDocument();
  });

  it('says the list could not be loaded, or that the session has ended (the error table)', async () => {
    mockFetch({
      '/public/config': clientConfig(),
      [API_PATHS.emergencyItems]: errorResponse('INTERNAL', 500),
    });
    const { unmount } = await renderRoute('app', '/my-emergency-items');
    expect(
      await screen.findByText('Unable to get emergency items', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    unmount();
    mockFetch({
      '/public/config': clientConfig(),
      [API_PATHS.emergencyItems]: errorResponse('UNAUTHORIZED', 401),
    });
    await renderRoute('app', '/my-emergency-items');
    expect(
      await screen.findByText('Your session has ended. Please log in again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('moving an item between the lists', () => {
  it('moves it to the other list, each list in id order', () => {
    const lists = { yes: [item(2, true)], no: [item(1, false), item(3, false)] };
    expect(moved(lists, item(3, false), true)).toEqual({
      yes: [item(2, true), item(3, true)],
      no: [item(1, false)],
    });
    expect(moved(lists, item(2, true), false)).toEqual({
      yes: [],
      no: [item(1, false), item(2, false), item(3, false)],
    });
  });
});
