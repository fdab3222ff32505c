import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, PROFILE_PICTURE_MAX_BYTES } from '@prepwell/contract';
import { clientConfig, errorResponse, mockFetch, renderRoute } from '../../../../test/render';
import { createProfile } from '@prepwell/contract/testing';
import { currentProfile, resetProfileStore } from '../../../lib/auth/profile-store';

const ada = createProfile();

const config = { '/public/config': clientConfig() };

/** The Account page in the whole app (header included), signed in as Ada unless told otherwise. */
async function openAccount(answers: Record<string, unknown> = {}) {
  // The picture's path starts with the profile's: list it first, mockFetch takes the first match.
  const calls = mockFetch({ ...answers, ...config });
  const view = await renderRoute('app', '/settings/account');
  return { calls, ...view };
}

const picture = () => screen.getByTestId('profile-picture-input');
const png = (size = 10) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

beforeEach(() => resetProfileStore({ status: 'signed-in', profile: ada }));
afterEach(() => resetProfileStore());

describe('the Account page, signed out', () => {
  it('offers to create an account or log in', async () => {
    resetProfileStore();
    await openAccount();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create an Account' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Log In' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
  });
});

describe('the Account page, signed in', () => {
  it('saves the names, and the header shows the new first name', async () => {
    const { calls } = await openAccount({ [API_PATHS.profile]: { ...ada, first_name: 'Augusta' } });
    const first = await screen.findByRole('textbox', { name: /First name/ }, { timeout: 5000 });
    expect(first).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile menu for Augusta' })).toBeInTheDocument();
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ first_name: 'Augusta', last_name: 'Lovelace' });
  });

  it('keeps what was typed and says so when the names cannot be saved', async () => {
    await openAccount({ [API_PATHS.profile]: errorResponse('INTERNAL', 500) });
    const first = await screen.findByRole('textbox', { name: /First name/ }, { timeout: 5000 });
    await userEvent.type(first, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your change could not be saved. Please try again.',
    );
    expect(first).toHaveValue('Adax');
  });

  it('refuses a picture over 5 MB before sending it, with the spec’s message', async () => {
    const { calls } = await openAccount();
    await screen.findByRole('button', { name: 'Add Photo' }, { timeout: 5000 });
    await userEvent.upload(picture(), png(PROFILE_PICTURE_MAX_BYTES + 1));
    expect(await screen.findByText('Profile picture must not be larger than 5MB.')).toBeInTheDocument();
    // The upload's POST only: the shell's analytics events are POSTs too.
    expect(
      calls.filter((call) => call.init?.method === 'POST' && call.url.startsWith(API_PATHS.profilePicture)),
    ).toHaveLength(0);
  });

  it.each([
    // The file is under 5 MB, so the server refused its pixel count.
    ['PAYLOAD_TOO_LARGE', 413, 'Profile picture must not be larger than 24 megapixels.'],
    ['UNSUPPORTED_MEDIA_TYPE', 415, 'That file is not a picture we can use.'],
    ['BAD_REQUEST', 400, 'That file is not a picture we can use.'],
    ['INTERNAL', 500, 'There was an error uploading your profile picture. Please try again.'],
  ] as const)('says what went wrong when the server answers %s', async (code, status, message) => {
    await openAccount({ [API_PATHS.profilePicture]: errorResponse(code, status) });
    await screen.findByRole('button', { name: 'Add Photo' }, { timeout: 5000 });
    await userEvent.upload(picture(), png());
    expect(await screen.findByText(new RegExp(message.replace(/[.]/g, '\\.')))).toBeInTheDocument();
  });

  it('shows an uploaded picture, and deletes it from the picture menu', async () => {
    await openAccount({
      [API_PATHS.profilePicture]: new Response(JSON.stringify({ profile_picture_uri: '/public/p/1.webp' }), {
        status: 201,
      }),
    });
    await screen.findByRole('button', { name: 'Add Photo' }, { timeout: 5000 });
    await userEvent.upload(picture(), png());
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      '/public/p/1.webp',
    );
    expect(await screen.findByText('Your profile picture has been updated.')).toBeInTheDocument();
    mockFetch({ [API_PATHS.profilePicture]: new Response(null, { status: 204 }), ...config });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Photo' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Profile Picture' }));
    expect(await screen.findByText('Your profile picture has been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
  });

  it('deletes the account after confirming, then shows Settings signed out', async () => {
    const { calls, router } = await openAccount({ [API_PATHS.profile]: new Response(null, { status: 204 }) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete My Account' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    // Settings then redirects to Languages, a lazily loaded screen: allow for a busy machine.
    await waitFor(() => expect(router.location.pathname).toBe('/settings/language'), { timeout: 5000 });
    expect(currentProfile().status).toBe('anonymous');
    expect(calls.filter((call) => call.init?.method === 'DELETE').map((call) => call.url)).toEqual([
      API_PATHS.profile,
    ]);
  });

  it('keeps the account and says so when deleting fails', async () => {
    await openAccount({ [API_PATHS.profile]: errorResponse('SERVICE_UNAVAILABLE', 503) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete My Account' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(
      await screen.findByText('Your account could not be deleted. Please try again.'),
    ).toBeInTheDocument();
    expect(currentProfile().status).toBe('signed-in');
  });
});
