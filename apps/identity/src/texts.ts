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
  manageAccount: 'Manage My Account',
  signedInAs: 'Signed in as {email}',
  nameHeading: 'Your name',
  nameHint: 'Your name in Prepwell can also be changed on the My Account page.',
  saveName: 'Save name',
  emailHeading: 'Email address',
  newEmail: 'New email address',
  emailHint: 'Prepwell uses your new email address from the next time you log in.',
  currentPassword: 'Current password',
  changeEmail: 'Change email',
  passwordHeading: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  nameSaved: 'Your name has been saved.',
  emailSaved: 'Your email address has been changed.',
  passwordSaved: 'Your password has been changed.',
  logInFirst: 'Please log in to Prepwell first, then choose Manage My Account again.',
  signInUnavailable: 'Logging in is not available right now. Please try again later.',
  forgotPassword: 'Forgot your password?',
  resetTitle: 'Reset your password',
  resetIntro: 'Enter the email address of your account. We will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  resetSentTitle: 'Check your email',
  resetSent:
    'If an account uses this email address, we have sent it a link to choose a new password. The link works for 30 minutes. If nothing arrives, check your spam folder or ask again.',
  chooseNewPassword: 'Choose a new password',
  saveNewPassword: 'Save new password',
  resetExpired: 'This link has expired or has already been used. Please ask for a new one.',
  askAgain: 'Ask for a new link',
  resetDoneTitle: 'Password changed',
  resetDone: 'Your password has been changed. You can now log in with your new password.',
  resetEmailSubject: 'Reset your Prepwell password',
  resetEmailBody:
    'Someone asked to reset the password of the Prepwell account for this email address.\n\nTo choose a new password, open this link within 30 minutes:\n{link}\n\nIf you did not ask for this, you can ignore this email. Your password stays the same.',
  crossSite: 'This form can only be sent from Prepwell itself. Please go back to Prepwell and try again.',
  errors: {
    first_name_required: 'Please enter your first name.',
    last_name_required: 'Please enter your last name.',
    email_invalid: 'Please enter a valid email address.',
    password_too_short: 'Your password needs at least 8 characters.',
    password_too_long: 'Your password can have at most 200 characters.',
    terms_required: 'Please agree to the Terms of Service & Privacy Policy to create an account.',
    email_taken: 'An account with this email already exists. Please log in instead.',
    current_password_required: 'Please enter your current password.',
    current_password_wrong: 'Your current password is not correct.',
    passwords_differ: 'The two new passwords do not match.',
  },
};

export type IdentityTexts = typeof en;

// Other languages are added by the accounts issue's translation step; English is the fallback.
const catalogs: Partial<Record<LanguageCode, IdentityTexts>> = { en };

export function texts(lang: IdentityLanguage): IdentityTexts {
  return catalogs[lang] ?? en;
}

/** Put values into a text's `{name}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * The language of a page outside an authorization request: `lang` when the link names one,
 * else the browser's Accept-Language, else English.
 */
export function requestLanguage(lang: unknown, acceptLanguage: string | undefined): IdentityLanguage {
  if (isLanguageCode(lang)) return lang;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((entry) => entry.tag).find(isLanguageCode) ?? DEFAULT_LANGUAGE;
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
