import type { IdentityTexts } from '../texts.js';

/** German texts of the provider's pages; terms as the app's own de locale uses them. */
export const de: IdentityTexts = {
  logIn: 'Anmelden',
  createAccount: 'Konto erstellen',
  haveAccount: 'Sie haben bereits ein Konto? Anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  passwordHint: 'Mindestens 15 Zeichen.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  consent:
    'Mit der Erstellung eines Kontos stimmen Sie unseren Nutzungsbedingungen und unserer Datenschutzerklärung zu.',
  noReset:
    'Passwort vergessen? Das Zurücksetzen des Passworts per E-Mail ist auf diesem Server noch nicht möglich. Bitte wenden Sie sich an die Betreiber dieses Servers.',
  wrongCredentials: 'Diese E-Mail-Adresse und dieses Passwort passen zu keinem Konto.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  somethingWrong: 'Etwas ist schiefgelaufen',
  expired:
    'Diese Anmeldeseite ist abgelaufen. Bitte kehren Sie zu Prepwell zurück und versuchen Sie es erneut.',
  backToApp: 'Zurück zu Prepwell',
  logOut: 'Abmelden',
  logOutQuestion: 'Von Prepwell abmelden?',
  stayLoggedIn: 'Angemeldet bleiben',
  loggedOut: 'Sie sind abgemeldet.',
  manageAccount: 'Mein Konto verwalten',
  signedInAs: 'Angemeldet als {email}',
  nameHeading: 'Ihr Name',
  nameHint: 'Ihren Namen in Prepwell können Sie auch auf der Seite „Mein Konto“ ändern.',
  saveName: 'Namen speichern',
  emailHeading: 'E-Mail-Adresse',
  newEmail: 'Neue E-Mail-Adresse',
  emailHint: 'Prepwell verwendet Ihre neue E-Mail-Adresse ab Ihrer nächsten Anmeldung.',
  currentPassword: 'Aktuelles Passwort',
  changeEmail: 'E-Mail-Adresse ändern',
  passwordHeading: 'Passwort',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Neues Passwort bestätigen',
  changePassword: 'Passwort ändern',
  nameSaved: 'Ihr Name wurde gespeichert.',
  emailSaved: 'Ihre E-Mail-Adresse wurde geändert.',
  passwordSaved: 'Ihr Passwort wurde geändert.',
  logInFirst:
    'Bitte melden Sie sich zuerst bei Prepwell an und wählen Sie dann erneut „Mein Konto verwalten“.',
  signInUnavailable: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.',
  forgotPassword: 'Passwort vergessen?',
  resetTitle: 'Passwort zurücksetzen',
  resetIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  sendResetLink: 'Link senden',
  resetSentTitle: 'Bitte sehen Sie in Ihren E-Mails nach',
  resetSent:
    'Falls zu dieser E-Mail-Adresse ein Konto gehört, haben wir einen Link gesendet, mit dem Sie ein neues Passwort festlegen können. Der Link ist 30 Minuten lang gültig. Wenn nichts ankommt, sehen Sie bitte im Spam-Ordner nach oder fordern Sie den Link erneut an.',
  chooseNewPassword: 'Neues Passwort festlegen',
  saveNewPassword: 'Neues Passwort speichern',
  resetExpired: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  askAgain: 'Neuen Link anfordern',
  resetDoneTitle: 'Passwort geändert',
  resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
  resetEmailSubject: 'Setzen Sie Ihr Prepwell-Passwort zurück',
  resetEmailBody:
    'Jemand hat angefordert, das Passwort des Prepwell-Kontos für diese E-Mail-Adresse zurückzusetzen.\n\nUm ein neues Passwort festzulegen, öffnen Sie innerhalb von 30 Minuten diesen Link:\n{link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
  crossSite:
    'Dieses Formular kann nur von Prepwell selbst gesendet werden. Bitte kehren Sie zu Prepwell zurück und versuchen Sie es erneut.',
  errors: {
    first_name_required: 'Bitte geben Sie Ihren Vornamen ein.',
    last_name_required: 'Bitte geben Sie Ihren Nachnamen ein.',
    email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    password_too_short: 'Ihr Passwort muss mindestens 15 Zeichen lang sein.',
    password_too_long: 'Ihr Passwort darf höchstens 200 Zeichen lang sein.',
    password_guessable:
      'Dieses Passwort ist zu leicht zu erraten: Es ist ein häufiges Passwort, ein Muster oder besteht aus Ihrem Namen oder Ihrer E-Mail-Adresse. Versuchen Sie es mit einigen Wörtern, die nichts miteinander zu tun haben.',
    terms_required:
      'Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu, um ein Konto zu erstellen.',
    email_taken: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich stattdessen an.',
    current_password_required: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    current_password_wrong: 'Ihr aktuelles Passwort ist nicht korrekt.',
    passwords_differ: 'Die beiden neuen Passwörter stimmen nicht überein.',
  },
};
