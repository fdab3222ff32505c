/**
 * The provider's pages (log in, sign up), server-rendered HTML styled like the app. Every value
 * put into HTML is escaped. Text comes from the catalog of the page's language.
 */
import { htmlDirAttribute } from '@prepwell/contract';
import { fill, texts, type IdentityLanguage, type IdentityTexts } from './texts.js';
import { PASSWORD_MIN_LENGTH } from './passwords.js';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = `
  body { margin: 0; background: #f6f8fb; color: #1b1f24; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; }
  header { background: #0d4f8b; color: #fff; padding: 4px 16px; font-weight: 700; font-size: 1.25rem; }
  header a { color: #fff; text-decoration: none; display: inline-block; padding: 8px 0; min-height: 28px; }
  header a:hover { text-decoration: underline; }
  main { max-width: 440px; margin: 24px auto; padding: 24px; background: #fff; border: 1px solid #d5dbe3; border-radius: 10px; overflow-wrap: anywhere; }
  h1 { font-size: 1.6rem; margin: 0 0 16px; }
  label { display: block; font-weight: 600; margin: 14px 0 4px; }
  input[type=text], input[type=email], input[type=password] { width: 100%; box-sizing: border-box; padding: 10px 12px; font: inherit; border: 1px solid #6b7685; border-radius: 8px; }
  input[aria-invalid=true] { border: 2px solid #b3261e; }
  input:focus, button:focus, a:focus, .error-summary:focus { outline: 3px solid #ffbf47; outline-offset: 1px; }
  .check { position: relative; min-height: 44px; padding-inline-start: 54px; margin-top: 18px; }
  .check input { position: absolute; inset-inline-start: 0; top: 0; width: 44px; height: 44px; margin: 0; opacity: 0; cursor: pointer; z-index: 1; }
  .check label { font-weight: 400; margin: 0; padding: 10px 0 0; cursor: pointer; }
  .check label::before { content: ''; position: absolute; inset-inline-start: 4px; top: 4px; width: 36px; height: 36px; box-sizing: border-box; border: 2px solid #1b1f24; border-radius: 4px; background: #fff; }
  .check label::after { content: ''; position: absolute; inset-inline-start: 13px; top: 13px; width: 18px; height: 8px; border: solid #1b1f24; border-width: 0 0 4px 4px; transform: rotate(-45deg); opacity: 0; }
  .check input:checked + label::after { opacity: 1; }
  .check input:focus + label::before { outline: 3px solid #ffbf47; outline-offset: 1px; }
  .check input[aria-invalid=true] + label::before { border-color: #b3261e; }
  button { margin-top: 20px; width: 100%; padding: 12px; font: inherit; font-weight: 700; color: #fff; background: #0d4f8b; border: 0; border-radius: 8px; cursor: pointer; }
  .error { color: #b3261e; border: 1px solid #b3261e; border-radius: 8px; padding: 10px 12px; margin-bottom: 12px; }
  .error-summary { border: 3px solid #b3261e; border-radius: 8px; padding: 12px 16px; margin-bottom: 20px; }
  .error-summary h2 { margin: 0 0 8px; font-size: 1.15rem; }
  .error-summary ul { margin: 0; padding-inline-start: 20px; }
  .error-summary a { color: #b3261e; font-weight: 600; }
  .field-error { color: #b3261e; font-weight: 600; margin: 0 0 4px; }
  .check-field { margin-top: 18px; }
  .check-field .check { margin-top: 0; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: 0; padding: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
  .back { display: inline-block; margin: 0 0 12px; padding: 10px 0; }
  .back::before { content: '\\2039\\00a0'; }
  .hint { color: #4a5461; font-size: 0.95rem; }
  .notice { color: #1e5b2f; background: #eef7f0; border: 1px solid #2e7d43; border-radius: 8px; padding: 10px 12px; margin-bottom: 12px; }
  h2 { font-size: 1.2rem; margin: 28px 0 4px; }
  section + section { border-top: 1px solid #d5dbe3; margin-top: 28px; }
  ul.plain { margin: 0; padding-left: 20px; }
  a { color: #0d4f8b; }
  @media (max-width: 480px) { main { margin: 0; border: 0; border-radius: 0; padding: 20px 16px; } }
`;

/**
 * A whole page: the bar's "Prepwell" links to the app (`homeHref`), and a page with `hasErrors`
 * says so first in its title, as a screen reader announces the title before anything else.
 */
function page(
  lang: IdentityLanguage,
  title: string,
  body: string,
  options: { homeHref?: string | undefined; hasErrors?: boolean } = {},
) {
  const t = texts(lang);
  const fullTitle = `${options.hasErrors ? `${t.errorPrefix}: ` : ''}${title} - Prepwell`;
  return `<!doctype html><html lang="${lang}"${htmlDirAttribute(lang)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(fullTitle)}</title><style>${STYLE}</style></head>
<body><header><a href="${escapeHtml(options.homeHref ?? '/')}">Prepwell</a></header><main>${body}</main></body></html>`;
}

/** A refused form's problem: the input it is about (its id) and the message in the page's language. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The GOV.UK error summary: at the top of the page, read out at once and focused on load
 * (`autofocus`, no script needed), a link to each field with a problem.
 */
function errorSummary(t: IdentityTexts, errors: readonly FieldError[]) {
  if (!errors.length) return '';
  const items = errors
    .map((e) => `<li><a href="#${escapeHtml(e.field)}">${escapeHtml(e.message)}</a></li>`)
    .join('');
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
  <h2 id="error-summary-title">${escapeHtml(t.errorSummaryTitle)}</h2>
  <ul>${items}</ul>
</div>`;
}

/** The message above a field, and the attributes that tie the field to it and to its hint. */
function fieldProblem(t: IdentityTexts, id: string, errors: readonly FieldError[], hintId?: string) {
  const error = errors.find((e) => e.field === id);
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return {
    message: error
      ? `<p class="field-error" id="${errorId}"><span class="visually-hidden">${escapeHtml(t.errorPrefix)}:</span> ${escapeHtml(error.message)}</p>`
      : '',
    attrs: `${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}`,
  };
}

/**
 * A labelled text field: label, hint, its error message, then the input (GOV.UK order). `extra`
 * holds the input's other attributes, already escaped.
 */
function textField(
  t: IdentityTexts,
  errors: readonly FieldError[],
  field: {
    id: string;
    name?: string;
    label: string;
    type: 'text' | 'email' | 'password';
    autocomplete: string;
    value?: string | undefined;
    hint?: string | undefined;
    extra?: string;
  },
) {
  const hintId = field.hint ? `${field.id}-hint` : undefined;
  const problem = fieldProblem(t, field.id, errors, hintId);
  const value = field.value !== undefined ? ` value="${escapeHtml(field.value)}"` : '';
  return [
    `<label for="${field.id}">${escapeHtml(field.label)}</label>`,
    field.hint ? `<p class="hint" id="${hintId}" style="margin:0 0 4px">${escapeHtml(field.hint)}</p>` : '',
    problem.message,
    `<input id="${field.id}" name="${field.name ?? field.id}" type="${field.type}" autocomplete="${field.autocomplete}"${field.extra ?? ''}${value}${problem.attrs}>`,
  ]
    .filter(Boolean)
    .join('\n  ');
}

/** A link that opens in a new tab (so the form is not lost), saying so to screen readers. */
const newTabLink = (t: IdentityTexts, href: string, text: string) =>
  `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)}<span class="visually-hidden"> ${escapeHtml(t.newTab)}</span></a>`;

/** A text with `{name}` placeholders, escaped, with each placeholder replaced by ready HTML. */
function fillHtml(text: string, html: Record<string, string>) {
  return text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && html[name] !== undefined ? html[name] : escapeHtml(part);
    })
    .join('');
}

/** What the log-in and sign-up pages share: the way back to the app and where "Prepwell" goes. */
interface InteractionPageOptions {
  lang: IdentityLanguage;
  action: string;
  /** Ends the sign-in and goes back to the page of the app it started from. */
  backHref: string;
  /** The app's home (the bar's "Prepwell"). */
  homeHref?: string | undefined;
  errors?: readonly FieldError[];
}

const backLink = (t: IdentityTexts, href: string) =>
  `<a class="back" href="${escapeHtml(href)}">${escapeHtml(t.backToApp)}</a>`;

export function loginPage(
  options: InteractionPageOptions & {
    signUpHref: string;
    /** The reset-request page when email is set up; without it there is no reset link. */
    resetHref?: string | undefined;
    email?: string;
  },
) {
  const t = texts(options.lang);
  const errors = options.errors ?? [];
  return page(
    options.lang,
    t.logIn,
    `${backLink(t, options.backHref)}
<h1>${escapeHtml(t.logIn)}</h1>
${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  ${textField(t, errors, { id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: options.email ?? '', extra: ' required' })}
  ${textField(t, errors, { id: 'password', label: t.password, type: 'password', autocomplete: 'current-password', extra: ' required' })}
  <button type="submit">${escapeHtml(t.logIn)}</button>
</form>
${options.resetHref ? `<p><a href="${escapeHtml(options.resetHref)}">${escapeHtml(t.forgotPassword)}</a></p>` : ''}
<p><a href="${escapeHtml(options.signUpHref)}">${escapeHtml(t.createAccount)}</a></p>`,
    { homeHref: options.homeHref, hasErrors: errors.length > 0 },
  );
}

export function signUpPage(
  options: InteractionPageOptions & {
    logInHref: string;
    /** The app's Terms of Service and Privacy Policy, linked from the consent. */
    termsHref: string;
    privacyHref: string;
    values?: Partial<Record<'given_name' | 'family_name' | 'email', string | undefined>>;
  },
) {
  const t = texts(options.lang);
  const v = options.values ?? {};
  const errors = options.errors ?? [];
  const terms = fieldProblem(t, 'terms', errors);
  const consent = fillHtml(t.consent, {
    terms: newTabLink(t, options.termsHref, t.termsLink),
    privacy: newTabLink(t, options.privacyHref, t.privacyLink),
  });
  return page(
    options.lang,
    t.createAccount,
    `${backLink(t, options.backHref)}
<h1>${escapeHtml(t.createAccount)}</h1>
${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  ${textField(t, errors, { id: 'given_name', label: t.firstName, type: 'text', autocomplete: 'given-name', value: v.given_name ?? '', extra: ' required' })}
  ${textField(t, errors, { id: 'family_name', label: t.lastName, type: 'text', autocomplete: 'family-name', value: v.family_name ?? '', extra: ' required' })}
  ${textField(t, errors, { id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: v.email ?? '', extra: ' required' })}
  ${textField(t, errors, { id: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, extra: ` minlength="${PASSWORD_MIN_LENGTH}" required` })}
  <div class="check-field">${terms.message}<div class="check">
    <input id="terms" name="terms" type="checkbox" required${terms.attrs}>
    <label for="terms">${consent}</label>
  </div></div>
  <button type="submit">${escapeHtml(t.createAccount)}</button>
</form>
<p><a href="${escapeHtml(options.logInHref)}">${escapeHtml(t.haveAccount)}</a></p>`,
    { homeHref: options.homeHref, hasErrors: errors.length > 0 },
  );
}

export function errorPage(lang: IdentityLanguage, message: string, appUrl = '/') {
  const t = texts(lang);
  return page(
    lang,
    t.somethingWrong,
    `<h1>${escapeHtml(t.somethingWrong)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a></p>`,
    { homeHref: appUrl },
  );
}

/** A page with a heading, one message and the way back to the app. */
export function messagePage(lang: IdentityLanguage, title: string, message: string, appUrl = '/') {
  const t = texts(lang);
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a></p>`,
    { homeHref: appUrl },
  );
}

export type AccountForm = 'name' | 'email' | 'password';

/**
 * The manage-account page: name, email and password, each its own form. `saved` names the form
 * whose change just succeeded; `failed` holds the problems of the form that was just refused
 * (shown in the page's one error summary and above each field).
 */
export function accountPage(options: {
  lang: IdentityLanguage;
  /** Where the forms post: `${actionBase}/name`, `/email`, `/password`. */
  actionBase: string;
  /** Query string kept on every form action (the page language). */
  query: string;
  account: { email: string; givenName: string; familyName: string };
  /** The app's account settings page ("Back to Prepwell"). */
  backHref: string;
  /** The app's home (the bar's "Prepwell"). */
  homeHref?: string | undefined;
  saved?: AccountForm;
  failed?: { form: AccountForm; errors: readonly FieldError[]; values?: Record<string, string> };
}) {
  const t = texts(options.lang);
  const { account, failed } = options;
  const values = failed?.values ?? {};
  const value = (form: AccountForm, name: string, fallback: string) =>
    failed?.form === form && values[name] !== undefined ? values[name] : fallback;
  const errorsOf = (form: AccountForm) => (failed?.form === form ? failed.errors : []);
  const action = (form: AccountForm) => escapeHtml(`${options.actionBase}/${form}${options.query}`);
  const savedText = { name: t.nameSaved, email: t.emailSaved, password: t.passwordSaved };
  const nameErrors = errorsOf('name');
  const emailErrors = errorsOf('email');
  const passwordErrors = errorsOf('password');
  return page(
    options.lang,
    t.manageAccount,
    `<h1>${escapeHtml(t.manageAccount)}</h1>
${errorSummary(t, failed?.errors ?? [])}
${options.saved ? `<p class="notice" role="status">${escapeHtml(savedText[options.saved])}</p>` : ''}
<p>${escapeHtml(fill(t.signedInAs, { email: account.email }))}</p>
<section aria-labelledby="name-heading">
  <h2 id="name-heading">${escapeHtml(t.nameHeading)}</h2>
  <p class="hint">${escapeHtml(t.nameHint)}</p>
  <form method="post" action="${action('name')}" novalidate>
    ${textField(t, nameErrors, { id: 'given_name', label: t.firstName, type: 'text', autocomplete: 'given-name', value: value('name', 'given_name', account.givenName), extra: ' required maxlength="100"' })}
    ${textField(t, nameErrors, { id: 'family_name', label: t.lastName, type: 'text', autocomplete: 'family-name', value: value('name', 'family_name', account.familyName), extra: ' required maxlength="100"' })}
    <button type="submit">${escapeHtml(t.saveName)}</button>
  </form>
</section>
<section aria-labelledby="email-heading">
  <h2 id="email-heading">${escapeHtml(t.emailHeading)}</h2>
  <form method="post" action="${action('email')}" novalidate>
    ${textField(t, emailErrors, { id: 'email', label: t.newEmail, type: 'email', autocomplete: 'email', hint: t.emailHint, value: value('email', 'email', account.email), extra: ' required maxlength="254"' })}
    ${textField(t, emailErrors, { id: 'email_current_password', name: 'current_password', label: t.currentPassword, type: 'password', autocomplete: 'current-password', extra: ' required' })}
    <button type="submit">${escapeHtml(t.changeEmail)}</button>
  </form>
</section>
<section aria-labelledby="password-heading">
  <h2 id="password-heading">${escapeHtml(t.passwordHeading)}</h2>
  <form method="post" action="${action('password')}" novalidate>
    <input type="text" name="username" autocomplete="username" value="${escapeHtml(account.email)}" hidden>
    ${textField(t, passwordErrors, { id: 'current_password', label: t.currentPassword, type: 'password', autocomplete: 'current-password', extra: ' required' })}
    ${textField(t, passwordErrors, { id: 'new_password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, extra: ` minlength="${PASSWORD_MIN_LENGTH}" required` })}
    ${textField(t, passwordErrors, { id: 'confirm_password', label: t.confirmPassword, type: 'password', autocomplete: 'new-password', extra: ` minlength="${PASSWORD_MIN_LENGTH}" required` })}
    <button type="submit">${escapeHtml(t.changePassword)}</button>
  </form>
</section>
<p><a href="${escapeHtml(options.backHref)}">${escapeHtml(t.backToApp)}</a></p>`,
    { homeHref: options.homeHref, hasErrors: Boolean(failed?.errors.length) },
  );
}

/**
 * A script, served as a file so the Content-Security-Policy needs no inline script, that confirms
 * the provider's sign-out at once: the person already chose Log Out in the app.
 */
export const AUTO_LOGOUT_SCRIPT = `const form = document.getElementById('op.logoutForm');
if (form) {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
}
`;

/**
 * The provider's sign-out confirmation; `form` is oidc-provider's hidden form (with its xsrf token).
 * With `autoSubmitScript` (a logout the app started) the page confirms itself; without
 * JavaScript, or for a logout link from anywhere else, the person confirms with the buttons.
 */
export function logoutPage(lang: IdentityLanguage, form: string, autoSubmitScript?: string, appUrl = '/') {
  const t = texts(lang);
  return page(
    lang,
    t.logOut,
    `<h1>${escapeHtml(t.logOutQuestion)}</h1>${autoSubmitScript ? `<script src="${escapeHtml(autoSubmitScript)}" defer></script>` : ''}
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(t.logOut)}</button>
<p><button type="submit" form="op.logoutForm" style="background:#fff;color:#0d4f8b;border:1px solid #0d4f8b">${escapeHtml(t.stayLoggedIn)}</button></p>`,
    { homeHref: appUrl },
  );
}

export function loggedOutPage(lang: IdentityLanguage, appUrl = '/') {
  const t = texts(lang);
  return page(
    lang,
    t.loggedOut,
    `<h1>${escapeHtml(t.loggedOut)}</h1><p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a></p>`,
    { homeHref: appUrl },
  );
}

/** Ask for a reset link by email. */
export function resetRequestPage(options: {
  lang: IdentityLanguage;
  action: string;
  email?: string;
  errors?: readonly FieldError[];
  homeHref?: string | undefined;
}) {
  const t = texts(options.lang);
  const errors = options.errors ?? [];
  return page(
    options.lang,
    t.resetTitle,
    `<h1>${escapeHtml(t.resetTitle)}</h1>
${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  ${textField(t, errors, { id: 'email', label: t.email, type: 'email', autocomplete: 'email', hint: t.resetIntro, value: options.email ?? '', extra: ' required maxlength="254"' })}
  <button type="submit">${escapeHtml(t.sendResetLink)}</button>
</form>`,
    { homeHref: options.homeHref, hasErrors: errors.length > 0 },
  );
}

/** Choose a new password with a reset link (the token travels in a hidden field). */
export function newPasswordPage(options: {
  lang: IdentityLanguage;
  action: string;
  token: string;
  errors?: readonly FieldError[];
  homeHref?: string | undefined;
}) {
  const t = texts(options.lang);
  const errors = options.errors ?? [];
  return page(
    options.lang,
    t.chooseNewPassword,
    `<h1>${escapeHtml(t.chooseNewPassword)}</h1>
${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(options.token)}">
  ${textField(t, errors, { id: 'new_password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, extra: ` minlength="${PASSWORD_MIN_LENGTH}" required` })}
  ${textField(t, errors, { id: 'confirm_password', label: t.confirmPassword, type: 'password', autocomplete: 'new-password', extra: ` minlength="${PASSWORD_MIN_LENGTH}" required` })}
  <button type="submit">${escapeHtml(t.saveNewPassword)}</button>
</form>`,
    { homeHref: options.homeHref, hasErrors: errors.length > 0 },
  );
}

/** A reset link that no longer works, with the way to ask for a new one. */
export function resetExpiredPage(lang: IdentityLanguage, requestHref: string, appUrl = '/') {
  const t = texts(lang);
  return page(
    lang,
    t.resetTitle,
    `<h1>${escapeHtml(t.resetTitle)}</h1><p role="alert">${escapeHtml(t.resetExpired)}</p>
<p><a href="${escapeHtml(requestHref)}">${escapeHtml(t.askAgain)}</a></p>
<p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a></p>`,
    { homeHref: appUrl },
  );
}
