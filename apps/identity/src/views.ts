/**
 * The provider's pages (log in, sign up), server-rendered HTML styled like the app. Every value
 * put into HTML is escaped. Text comes from the catalog of the page's language.
 */
import { fill, texts, type IdentityLanguage } from './texts.js';
import { PASSWORD_MIN_LENGTH } from './passwords.js';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = `
  body { margin: 0; background: #f6f8fb; color: #1b1f24; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; }
  header { background: #0d4f8b; color: #fff; padding: 14px 16px; font-weight: 700; font-size: 1.25rem; }
  main { max-width: 440px; margin: 24px auto; padding: 24px; background: #fff; border: 1px solid #d5dbe3; border-radius: 10px; }
  h1 { font-size: 1.6rem; margin: 0 0 16px; }
  label { display: block; font-weight: 600; margin: 14px 0 4px; }
  input[type=text], input[type=email], input[type=password] { width: 100%; box-sizing: border-box; padding: 10px 12px; font: inherit; border: 1px solid #6b7685; border-radius: 8px; }
  input:focus, button:focus, a:focus { outline: 3px solid #ffbf47; outline-offset: 1px; }
  .check { display: flex; gap: 10px; align-items: flex-start; margin-top: 18px; font-weight: 400; }
  .check input { width: 20px; height: 20px; margin-top: 2px; }
  button { margin-top: 20px; width: 100%; padding: 12px; font: inherit; font-weight: 700; color: #fff; background: #0d4f8b; border: 0; border-radius: 8px; cursor: pointer; }
  .error { color: #b3261e; border: 1px solid #b3261e; border-radius: 8px; padding: 10px 12px; margin-bottom: 12px; }
  .hint { color: #4a5461; font-size: 0.95rem; }
  .notice { color: #1e5b2f; background: #eef7f0; border: 1px solid #2e7d43; border-radius: 8px; padding: 10px 12px; margin-bottom: 12px; }
  h2 { font-size: 1.2rem; margin: 28px 0 4px; }
  section + section { border-top: 1px solid #d5dbe3; margin-top: 28px; }
  ul.plain { margin: 0; padding-left: 20px; }
  a { color: #0d4f8b; }
`;

function page(lang: IdentityLanguage, title: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Prepwell</title><style>${STYLE}</style></head>
<body><header>Prepwell</header><main>${body}</main></body></html>`;
}

export function loginPage(options: {
  lang: IdentityLanguage;
  action: string;
  signUpHref: string;
  /** The reset-request page when email is set up; otherwise the page says reset is not available. */
  resetHref?: string | undefined;
  email?: string;
  error?: string;
}) {
  const t = texts(options.lang);
  return page(
    options.lang,
    t.logIn,
    `<h1>${escapeHtml(t.logIn)}</h1>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
  <label for="email">${escapeHtml(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
  <label for="password">${escapeHtml(t.password)}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">${escapeHtml(t.logIn)}</button>
</form>
${options.resetHref ? `<p><a href="${escapeHtml(options.resetHref)}">${escapeHtml(t.forgotPassword)}</a></p>` : `<p class="hint">${escapeHtml(t.noReset)}</p>`}
<p><a href="${escapeHtml(options.signUpHref)}">${escapeHtml(t.createAccount)}</a></p>`,
  );
}

export function signUpPage(options: {
  lang: IdentityLanguage;
  action: string;
  logInHref: string;
  values?: Partial<Record<'given_name' | 'family_name' | 'email', string>>;
  errors?: string[];
}) {
  const t = texts(options.lang);
  const v = options.values ?? {};
  const errors = options.errors ?? [];
  return page(
    options.lang,
    t.createAccount,
    `<h1>${escapeHtml(t.createAccount)}</h1>
${errors.length ? `<div class="error" role="alert"><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
  <label for="given_name">${escapeHtml(t.firstName)}</label>
  <input id="given_name" name="given_name" type="text" autocomplete="given-name" required value="${escapeHtml(v.given_name ?? '')}">
  <label for="family_name">${escapeHtml(t.lastName)}</label>
  <input id="family_name" name="family_name" type="text" autocomplete="family-name" required value="${escapeHtml(v.family_name ?? '')}">
  <label for="email">${escapeHtml(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(v.email ?? '')}">
  <label for="password">${escapeHtml(t.password)}</label>
  <input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required aria-describedby="password-hint">
  <p class="hint" id="password-hint">${escapeHtml(t.passwordHint)}</p>
  <label class="check"><input type="checkbox" name="terms" required> <span>${escapeHtml(t.consent)}</span></label>
  <button type="submit">${escapeHtml(t.createAccount)}</button>
</form>
<p><a href="${escapeHtml(options.logInHref)}">${escapeHtml(t.haveAccount)}</a></p>`,
  );
}

/** An error block for a form: one message, or a list of them; read out at once (role=alert). */
function errorBlock(errors: string[] | undefined, id?: string) {
  if (!errors?.length) return '';
  const attrs = `class="error" role="alert"${id ? ` id="${id}"` : ''}`;
  return errors.length === 1
    ? `<div ${attrs}><p style="margin:0">${escapeHtml(errors[0] ?? '')}</p></div>`
    : `<div ${attrs}><ul class="plain">${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`;
}

export function errorPage(lang: IdentityLanguage, message: string, appUrl = '/') {
  const t = texts(lang);
  return page(
    lang,
    t.somethingWrong,
    `<h1>${escapeHtml(t.somethingWrong)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a></p>`,
  );
}

/** A page with a heading, one message and the way back to the app. */
export function messagePage(lang: IdentityLanguage, title: string, message: string, appUrl = '/') {
  const t = texts(lang);
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a></p>`,
  );
}

export type AccountForm = 'name' | 'email' | 'password';

/**
 * The manage-account page: name, email and password, each its own form. `saved` names the form
 * whose change just succeeded; `errors` are the messages of the form that was just refused.
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
  saved?: AccountForm;
  failed?: { form: AccountForm; errors: string[]; values?: Record<string, string> };
}) {
  const t = texts(options.lang);
  const { account, failed } = options;
  const values = failed?.values ?? {};
  const value = (form: AccountForm, name: string, fallback: string) =>
    escapeHtml(failed?.form === form && values[name] !== undefined ? values[name] : fallback);
  const errorsOf = (form: AccountForm) =>
    failed?.form === form ? errorBlock(failed.errors, `${form}-errors`) : '';
  const describedBy = (form: AccountForm, hint?: string) => {
    const ids = [hint, failed?.form === form ? `${form}-errors` : undefined].filter(Boolean).join(' ');
    return ids ? ` aria-describedby="${ids}"` : '';
  };
  const action = (form: AccountForm) => escapeHtml(`${options.actionBase}/${form}${options.query}`);
  const savedText = { name: t.nameSaved, email: t.emailSaved, password: t.passwordSaved };
  return page(
    options.lang,
    t.manageAccount,
    `<h1>${escapeHtml(t.manageAccount)}</h1>
${options.saved ? `<p class="notice" role="status">${escapeHtml(savedText[options.saved])}</p>` : ''}
<p>${escapeHtml(fill(t.signedInAs, { email: account.email }))}</p>
<section aria-labelledby="name-heading">
  <h2 id="name-heading">${escapeHtml(t.nameHeading)}</h2>
  <p class="hint" id="name-hint">${escapeHtml(t.nameHint)}</p>
  ${errorsOf('name')}
  <form method="post" action="${action('name')}">
    <label for="given_name">${escapeHtml(t.firstName)}</label>
    <input id="given_name" name="given_name" type="text" autocomplete="given-name" required maxlength="100" value="${value('name', 'given_name', account.givenName)}"${describedBy('name', 'name-hint')}>
    <label for="family_name">${escapeHtml(t.lastName)}</label>
    <input id="family_name" name="family_name" type="text" autocomplete="family-name" required maxlength="100" value="${value('name', 'family_name', account.familyName)}">
    <button type="submit">${escapeHtml(t.saveName)}</button>
  </form>
</section>
<section aria-labelledby="email-heading">
  <h2 id="email-heading">${escapeHtml(t.emailHeading)}</h2>
  <p class="hint" id="email-hint">${escapeHtml(t.emailHint)}</p>
  ${errorsOf('email')}
  <form method="post" action="${action('email')}">
    <label for="email">${escapeHtml(t.newEmail)}</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${value('email', 'email', account.email)}"${describedBy('email', 'email-hint')}>
    <label for="email_current_password">${escapeHtml(t.currentPassword)}</label>
    <input id="email_current_password" name="current_password" type="password" autocomplete="current-password" required>
    <button type="submit">${escapeHtml(t.changeEmail)}</button>
  </form>
</section>
<section aria-labelledby="password-heading">
  <h2 id="password-heading">${escapeHtml(t.passwordHeading)}</h2>
  ${errorsOf('password')}
  <form method="post" action="${action('password')}">
    <input type="text" name="username" autocomplete="username" value="${escapeHtml(account.email)}" hidden>
    <label for="current_password">${escapeHtml(t.currentPassword)}</label>
    <input id="current_password" name="current_password" type="password" autocomplete="current-password" required${describedBy('password')}>
    <label for="new_password">${escapeHtml(t.newPassword)}</label>
    <input id="new_password" name="new_password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required aria-describedby="new-password-hint">
    <p class="hint" id="new-password-hint">${escapeHtml(t.passwordHint)}</p>
    <label for="confirm_password">${escapeHtml(t.confirmPassword)}</label>
    <input id="confirm_password" name="confirm_password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required>
    <button type="submit">${escapeHtml(t.changePassword)}</button>
  </form>
</section>
<p><a href="${escapeHtml(options.backHref)}">${escapeHtml(t.backToApp)}</a></p>`,
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
export function logoutPage(lang: IdentityLanguage, form: string, autoSubmitScript?: string) {
  const t = texts(lang);
  return page(
    lang,
    t.logOut,
    `<h1>${escapeHtml(t.logOutQuestion)}</h1>${autoSubmitScript ? `<script src="${escapeHtml(autoSubmitScript)}" defer></script>` : ''}
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(t.logOut)}</button>
<p><button type="submit" form="op.logoutForm" style="background:#fff;color:#0d4f8b;border:1px solid #0d4f8b">${escapeHtml(t.stayLoggedIn)}</button></p>`,
  );
}

export function loggedOutPage(lang: IdentityLanguage, appUrl = '/') {
  const t = texts(lang);
  return page(
    lang,
    t.loggedOut,
    `<h1>${escapeHtml(t.loggedOut)}</h1><p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.backToApp)}</a></p>`,
  );
}

/** Ask for a reset link by email. */
export function resetRequestPage(options: {
  lang: IdentityLanguage;
  action: string;
  email?: string;
  errors?: string[];
}) {
  const t = texts(options.lang);
  return page(
    options.lang,
    t.resetTitle,
    `<h1>${escapeHtml(t.resetTitle)}</h1>
${errorBlock(options.errors, 'reset-errors')}
<p class="hint" id="reset-intro">${escapeHtml(t.resetIntro)}</p>
<form method="post" action="${escapeHtml(options.action)}">
  <label for="email">${escapeHtml(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(options.email ?? '')}" aria-describedby="reset-intro${options.errors?.length ? ' reset-errors' : ''}">
  <button type="submit">${escapeHtml(t.sendResetLink)}</button>
</form>`,
  );
}

/** Choose a new password with a reset link (the token travels in a hidden field). */
export function newPasswordPage(options: {
  lang: IdentityLanguage;
  action: string;
  token: string;
  errors?: string[];
}) {
  const t = texts(options.lang);
  return page(
    options.lang,
    t.chooseNewPassword,
    `<h1>${escapeHtml(t.chooseNewPassword)}</h1>
${errorBlock(options.errors, 'reset-errors')}
<form method="post" action="${escapeHtml(options.action)}">
  <input type="hidden" name="token" value="${escapeHtml(options.token)}">
  <label for="new_password">${escapeHtml(t.newPassword)}</label>
  <input id="new_password" name="new_password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required aria-describedby="new-password-hint${options.errors?.length ? ' reset-errors' : ''}">
  <p class="hint" id="new-password-hint">${escapeHtml(t.passwordHint)}</p>
  <label for="confirm_password">${escapeHtml(t.confirmPassword)}</label>
  <input id="confirm_password" name="confirm_password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required>
  <button type="submit">${escapeHtml(t.saveNewPassword)}</button>
</form>`,
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
  );
}
