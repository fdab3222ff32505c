import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@prepwell/contract';

export type IdentityLanguage = LanguageCode;

const en = {
  logIn: 'Log In',
  createAccount: 'Create an Account',
  haveAccount: 'Already have an account? Log in',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  firstName: 'First name',
  lastName: 'Last name',
  consent: 'By creating an account, you agree with our Terms of Service & Privacy Policy.',
  noReset:
    'Forgot your password? Password reset by email is not available on this server yet. Ask the people who run it for help.',
  wrongCredentials: 'That email and password do not match an account.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  somethingWrong: 'Something went wrong',
  expired: 'This sign-in page has expired. Please go back to Prepwell and try again.',
  backToApp: 'Back to Prepwell',
  logOut: 'Log Out',
  logOutQuestion: 'Log out of Prepwell?',
  stayLoggedIn: 'Stay logged in',
  loggedOut: 'You are logged out.',
  errors: {
    first_name_required: 'Please enter your first name.',
    last_name_required: 'Please enter your last name.',
    email_invalid: 'Please enter a valid email address.',
    password_too_short: 'Your password needs at least 8 characters.',
    password_too_long: 'Your password can have at most 200 characters.',
    terms_required: 'Please agree to the Terms of Service & Privacy Policy to create an account.',
    email_taken: 'An account with this email already exists. Please log in instead.',
  },
};

export type IdentityTexts = typeof en;

// Other languages are added by the accounts issue's translation step; English is the fallback.
const catalogs: Partial<Record<LanguageCode, IdentityTexts>> = { en };

export function texts(lang: IdentityLanguage): IdentityTexts {
  return catalogs[lang] ?? en;
}

/** The page language from the authorization request's ui_locales, else English. */
export function pickLanguage(uiLocales: unknown): IdentityLanguage {
  if (typeof uiLocales !== 'string') return DEFAULT_LANGUAGE;
  const first = uiLocales
    .split(' ')
    .map((tag) => tag.split('-')[0])
    .find(isLanguageCode);
  return first ?? DEFAULT_LANGUAGE;
}
