/**
 * Constants shared by the API and the web app. This module imports nothing but types, so the web
 * app can use it without pulling zod into the home route's JavaScript.
 */

/**
 * The languages Prepwell ships, in the order the Languages page lists them.
 * `title` is the language's own name for itself; `value` is the code used on the wire,
 * in storage (`@language`) and in content packs.
 */
export const SUPPORTED_LANGUAGES = [
  { value: 'en', title: 'English' },
  { value: 'es', title: 'Español' },
  { value: 'fr', title: 'Français' },
  { value: 'de', title: 'Deutsch' },
  { value: 'ja', title: '日本語' },
  { value: 'zh', title: '中文 (Mandarin)' },
  { value: 'ru', title: 'Русский' },
  { value: 'vi', title: 'Tiếng Việt' },
  { value: 'tl', title: 'Tagalog' },
  { value: 'ko', title: '한국어' },
  { value: 'ht', title: 'Kreyòl ayisyen' },
  { value: 'pt', title: 'Português' },
  { value: 'ar', title: 'العربية' },
] as const;

export const LANGUAGE_CODES = [
  'en',
  'es',
  'fr',
  'de',
  'ja',
  'zh',
  'ru',
  'vi',
  'tl',
  'ko',
  'ht',
  'pt',
  'ar',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE = 'en' as const;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The languages written right to left (`<html dir="rtl">`, mirrored layout, ADR 036). */
export const RTL_LANGUAGES: readonly string[] = ['ar'];

/** The direction `lang` is written in: `dir` on the page, the emotion cache, the PDF's lines. */
export const textDirection = (lang: string): 'ltr' | 'rtl' => (RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr');

/** What `<html>` says of the direction of a page in `lang`: ` dir="rtl"`, or nothing (left to right). */
export const htmlDirAttribute = (lang: string): string => (textDirection(lang) === 'rtl' ? ' dir="rtl"' : '');

/**
 * Localised text on the wire: keyed by language code, always holding English,
 * e.g. `{"en": "Flood", "ja": "洪水"}`. The client picks its language and falls back to `en`.
 */
export type LocalizedText = { en: string } & Partial<Record<LanguageCode, string>>;

/** Pick the text for `lang` from a localised object, falling back to English. */
export function pickText(text: LocalizedText | undefined | null, lang: string): string {
  if (!text) return '';
  const value = (text as Record<string, string | undefined>)[lang];
  return value && value.length > 0 ? value : text.en;
}

/** Stages on the wire; the UI labels them Prepare, React and Recover. */
export const STAGES = ['Before', 'During', 'After'] as const;
export type Stage = (typeof STAGES)[number];

/** Prep Check question types (spec prep-checks-items §3). */
export const PREP_CHECK_QUESTION_TYPES = ['OneD_Ordered_List', 'TwoD_Grid_Placement', 'Checkboxes'] as const;
export type PrepCheckQuestionType = (typeof PREP_CHECK_QUESTION_TYPES)[number];

/** A submission is a draft until the user presses Done. */
export const SUBMISSION_STATUSES = ['DRAFT', 'SUBMITTED'] as const;

/** A draft's progress never reaches 1 (which means submitted), so a full draft still shows Continue. */
export const DRAFT_PROGRESS_MAX = 0.99;

/** Ratings on the wire; shown as Low, Medium, High. */
export const RATINGS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type Rating = (typeof RATINGS)[number];

/** Audience filters on hazards and support options (spec §1). */
export const PERSON_FILTERS = [
  'Kids',
  'Pets',
  'Farm Animals',
  'Elderly',
  'Veteran',
  'Disability',
  'Wildlife',
] as const;
export type PersonFilter = (typeof PERSON_FILTERS)[number];

/** Topic categories (spec §1). */
export const TOPICS = [
  'Transportation',
  'Weather',
  'Trending',
  'First Aid',
  'Mental Health',
  'Land',
  'Water',
  'Air Quality',
  'Home',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Hazard guide category buttons (spec §1). */
export const GUIDE_CATEGORIES = ['Health', 'Crime', 'Common Incidents'] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** Booster chips: the toggles a content block is relevant to, grouped Humans / Animals. */
export const HUMAN_TOGGLES = ['Adults', 'Kids', 'Elderly', 'Disability', 'Veteran'] as const;
export const ANIMAL_TOGGLES = ['Pets', 'Farm Animals', 'Wildlife'] as const;
export const TOGGLES = [...HUMAN_TOGGLES, ...ANIMAL_TOGGLES] as const;
export type Toggle = (typeof TOGGLES)[number];

/** Content block types the guide knows; others may occur and are shown as content. */
export const CONTENT_BLOCK_TYPES = ['content', 'source', 'community-sponsors'] as const;

/** The longest search text the API accepts (longer is a 400); the matcher reads only its start. */
export const SEARCH_QUERY_MAX = 2000;

/** Default bases of share links and PDFs (same origin); `SHARE_LINK_BASE` and `PDF_BASE` override. */
export const DEFAULT_SHARE_LINK_BASE = '/s';
export const DEFAULT_PDF_BASE = '/pdf';

/** Product version shown in the footer and About (spec §9). */
export const APP_VERSION = '2.1.2';
export const PRODUCT_NAME = 'Prepwell';

/** Deployment environments; sponsors and profiles are on in these four and off otherwise. */
export const ENVIRONMENTS = ['dev', 'staging', 'beta', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * The closed list of error codes the API answers with, and the HTTP status of each.
 * The web maps every code to the spec's message for the situation.
 */
export const API_ERROR_STATUS = {
  /** The request body, query or path did not match the contract's schema. */
  VALIDATION_FAILED: 400,
  /** The request was well formed but cannot be carried out (for example a missing multipart file). */
  BAD_REQUEST: 400,
  /** The call needs a signed-in user. */
  UNAUTHORIZED: 401,
  /** A state-changing request came from another site (Origin / Sec-Fetch-Site). */
  CROSS_SITE_REQUEST: 403,
  /** The signed-in user may not touch this resource. */
  FORBIDDEN: 403,
  /** No such resource, or an unknown /public path. */
  NOT_FOUND: 404,
  /** The HTTP method is not supported on this path. */
  METHOD_NOT_ALLOWED: 405,
  /** The resource changed or already exists. */
  CONFLICT: 409,
  /** The body (or an uploaded file) is larger than the limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** The body's content type is not accepted, or an upload is not a real image. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests from this client; retry later. */
  RATE_LIMITED: 429,
  /** Something failed inside the server. Details are logged, never sent. */
  INTERNAL: 500,
  /** A dependency (database, identity provider) is not reachable right now. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];

/**
 * Error constants the web client uses for failures that happen on its side of the wire
 * (spec: ISA_REQUEST_FAILED marks API failures, ASYNC_STORAGE_REQUEST_FAILED profile-save
 * failures, FS_REQUEST_FAILED file failures).
 */
export const CLIENT_ERROR_CODES = [
  'ISA_REQUEST_FAILED',
  'ASYNC_STORAGE_REQUEST_FAILED',
  'FS_REQUEST_FAILED',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Outbound links we do not host ourselves; unset ones are left out and the web hides them. */
export const OUTBOUND_LINK_KEYS = [
  'appStore',
  'playStore',
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'privacy',
  /** A page on how the service keeps people's data and devices safe (spec: "a privacy and security page"). */
  'privacySecurity',
  'terms',
  /** The page about community sponsors (who they are, how to become one), linked from the sponsors block. */
  'communitySponsors',
] as const;
export type OutboundLinkKey = (typeof OUTBOUND_LINK_KEYS)[number];

export const FEEDBACK_KINDS = ['report-issue', 'request-hazard', 'language-feedback', 'general'] as const;

export const FEEDBACK_MESSAGE_MAX = 4000;

export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/**
 * The analytics events the web app logs (spec §7: the types seen, and the CLICK_ and HOVER_ events
 * of community sponsors and local content, named here). Any other type is refused with a 400.
 */
export const ANALYTICS_EVENT_TYPES = [
  'OPEN_APP',
  'OPEN_PAGE',
  'VIEW_HAZARD',
  'SELECT_HAZARD_STAGE',
  'VIEW_CONTENT_BLOCK',
  'ADD_BOOKMARK',
  'REMOVE_BOOKMARK',
  'SHARE_HAZARD',
  'SHARE_PREP_CHECK',
  'OPEN_PRIVACY_POLICY',
  'CLICK_SPONSOR_LINK',
  'CLICK_SPONSOR_EXTRA_LINK',
  'CLICK_SPONSOR_LEARN_MORE',
  'HOVER_SPONSOR',
  'CLICK_LOCAL_CONTENT_LINK',
  'HOVER_LOCAL_CONTENT',
  'CLICK_LOCAL_CONTENT_SWITCH',
  'CLICK_COMMUNITY_SPONSORS_PAGE',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** The largest analytics event body the API accepts (larger is a 413). */
export const ANALYTICS_BODY_MAX_BYTES = 8 * 1024;

/** How many hazards the trending list holds at most. */
export const TRENDING_HAZARDS_MAX = 10;

/**
 * Every API path in one place, as the specs' calls tables write them. The API registers these
 * and the web client calls them, so a path is spelled once.
 */
export const API_PATHS = {
  supportedLanguages: '/public/v2/supported-languages',
  config: '/public/config',
  feedback: '/public/feedback',
  openapi: '/public/openapi.json',
  authLogin: '/public/auth/login',
  authSignup: '/public/auth/signup',
  authCallback: '/public/auth/callback',
  authLoggedOut: '/public/auth/logged-out',
  logoutBrowser: '/self-service/logout/browser',
  logout: '/self-service/logout',
  profile: '/public/profile',
  profilePicture: '/public/profile/profile-picture',
  hazards: '/public/v2/hazards',
  hazard: '/public/guide/hazard/:id',
  hazardBySlug: '/public/guide/hazard/by-slug/:slug',
  hazardSearch: '/public/guide/search/v2',
  hazardPdf: '/pdf/:file',
  shareHazard: '/s/:id',
  shareBlock: '/s/:id/:blockId',
  health: '/healthz',
  ready: '/readyz',
  metrics: '/metrics',
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  hazardPreviewImage: '/public/preview/hazards/:file',
  bookmark: '/public/guide/bookmark',
  bookmarkById: '/public/guide/bookmark/:id',
  authenticatedBookmarks: '/public/v2/authenticated/bookmarks',
  anonymousBookmarks: '/public/v2/bookmarks',
  communitySponsors: '/public/guide/community-sponsor/:id',
  crisisSupportOptions: '/public/crisis-support-option',
  /** Signed in (401 otherwise); the web app also calls it with a trailing slash, which answers the same. */
  hazardViewEvent: '/public/guide/hazard-view-event',
  /** Anonymous readers; rate-limited per client. Also answers with a trailing slash. */
  hazardViewEventNoAuth: '/public/guide/hazard-view-event/noauth',
  trendingHazards: '/public/v2/trending-hazards',
  analyticsLog: '/public/analytics/log',
  prepChecks: '/public/prep-checks',
  prepChecksByHazard: '/public/prep-checks-by-hazard/:id',
  prepCheck: '/public/prep-checks/:id',
  prepCheckUpNext: '/public/prep-check-up-next/:id',
  prepCheckStats: '/public/prep-check-stats',
  prepCheckSubmissions: '/public/prep-check-submissions',
  /** `:id` is the Prep Check's id (not a submission's). */
  prepCheckSubmission: '/public/prep-check-submissions/:id',
  prepCheckResults: '/public/prep-check-results',
  prepCheckResult: '/public/prep-check-results/:id',
  emergencyItems: '/public/web/emergency-items',
  emergencyItem: '/public/emergency-items/:id',
  sharePrepCheck: '/s/pc/:id',
  alerts: '/public/v2/alerts',
  alert: '/public/v2/alerts/:id',
  placeSearch: '/public/v2/place-search',
  /** Signed in (401 otherwise): the account's saved places. */
  places: '/public/v2/authenticated/places',
  pushKey: '/public/v2/push/key',
  pushSubscription: '/public/v2/push/subscription',
  /** Signed in (401 otherwise): the account's emergency plan (ADR 035). */
  plan: '/public/v2/authenticated/plan',
  planExport: '/public/v2/authenticated/plan/export',
  planPdf: '/public/v2/plan/pdf',
} as const;

/**
 * The bundled identity provider's paths (one place: the provider, the API that mounts it, the
 * web app's dev proxy and service worker all read them). Its OpenID Connect endpoints answer
 * under `mount` (the issuer's path); its own pages (log in, sign up, manage account, reset) under
 * `pages`.
 */
export const IDENTITY_PATHS = {
  mount: '/auth',
  pages: '/identity',
  interaction: '/identity/interaction',
  account: '/identity/account',
  reset: '/identity/reset',
  logoutScript: '/identity/logout.js',
} as const;

/** Server paths outside the API's prefixes that are never pages (health checks, metrics). */
export const SERVER_ROOT_PATHS = [
  API_PATHS.health,
  API_PATHS.ready,
  API_PATHS.metrics,
  API_PATHS.robots,
  API_PATHS.sitemap,
] as const;

/** Path prefixes the API owns; any other unknown path is served the web app. */
export const API_PREFIXES = ['/public/', '/self-service/', '/auth/', '/identity/', '/pdf/', '/s/'] as const;

/**
 * The closed list of tutorial and notice flags a profile records in `tutorials_shown`
 * (spec: PrepCheckWelcome and the three question types, plus the local-content intro and the
 * no-local-content notice).
 */
export const TUTORIALS = [
  'PrepCheckWelcome',
  'TwoD_Grid_Placement',
  'Checkboxes',
  'OneD_Ordered_List',
  'LocalContentIntro',
  'NoLocalContentNotice',
] as const;
export type Tutorial = (typeof TUTORIALS)[number];

/** The session cookie: HttpOnly, SameSite=Lax, Secure when the app is served over https. */
export const SESSION_COOKIE = 'prepwell_session';

/**
 * Ties a started sign-in to the browser that started it (HttpOnly, only sent to the callback, 10
 * minutes): a callback URL opened in another browser signs nobody in (login CSRF).
 */
export const SIGN_IN_COOKIE_PREFIX = 'prepwell_sign_in_';

/**
 * A cookie the browser can read (no secret in it: "1") set beside the session cookie, so the web
 * app knows at start whether to wait for the profile. Anonymous visitors then pay no round trip.
 */
export const SIGNED_IN_HINT_COOKIE = 'prepwell_signed_in';

/**
 * A cookie the web app sets ("1", a year) once the Prep Checks welcome has been seen, beside its
 * storage key and the profile's PrepCheckWelcome: the server renders the landing with the welcome
 * open only for a visitor without it, so the welcome is in the first paint instead of covering the
 * page once its scripts have run (ADR 033). Readable by scripts: no secret in it.
 */
export const PREP_CHECK_WELCOME_COOKIE = 'prepwell_welcome_seen';

/**
 * A cookie mirroring the interface language (`@language`), set by the web app whenever the
 * language changes, so the server answers pages in it. Readable by scripts: no secret in it.
 */
export const LANGUAGE_COOKIE = 'prepwell_lang';

/**
 * Profile pictures: at most 5 MB (5120 KB) and 24 megapixels (a 6000 × 4000 photo) uploaded, stored
 * re-encoded as WebP of at most 512 px. The pixel count is read from the file's header before
 * anything is decoded: a small file can describe a huge picture.
 */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_MAX_PIXELS = 24_000_000;
export const PROFILE_PICTURE_MAX_SIDE = 512;
/** The multipart field the picture is uploaded in (spec §5). */
export const PROFILE_PICTURE_FIELD = 'profile';

/**
 * The public pages rendered on the server (issue 11), beside the guide's own (`/hazards`, hazard pages).
 * Each is the same for every reader in a language: no profile, no bookmarks, no location; only the
 * Prep Checks landing has two versions, with its welcome open or not (WELCOME_PAGE). Personal
 * pages (account, bookmarks, My Emergency Items) and the feedback form stay browser-rendered.
 * The web app's route table matches each (apps/web/src/app/__tests__/router.test.tsx), and its
 * server build renders them (apps/web/src/app/server-prefill.ts, ADR 030).
 */
export const SERVER_RENDERED_PAGES = [
  '/',
  '/settings/language',
  '/settings/faq',
  '/settings/about',
  '/settings/about-us',
  '/settings/report-issue',
  '/settings/tech-support',
  '/settings/911',
  '/about-prepwell',
  '/terms',
  '/privacy',
  '/emergency-help',
  '/prep-checks',
  // What it shows before the reader's places are read (they are the browser's): its heading and
  // text, so the page is there at once on a slow phone (an alert's page, `/alerts/{id}`, is
  // rendered with its alert: server-prefill.ts).
  '/alerts',
] as const;

/** The page whose server render follows PREP_CHECK_WELCOME_COOKIE (RenderInput.seen). */
export const WELCOME_PAGE = '/prep-checks' satisfies (typeof SERVER_RENDERED_PAGES)[number];

/** Pages listed in the sitemap (aliases such as `/settings/about-us` left out). */
export const SITEMAP_PAGES = [
  '/',
  '/hazards',
  '/settings/language',
  '/settings/faq',
  '/settings/about',
  '/settings/report-issue',
  '/settings/911',
  '/about-prepwell',
  '/terms',
  '/privacy',
  '/emergency-help',
] as const;

// Get Emergency Help (schemas in emergency-help.ts; these are here so the page's bundle carries no zod).

/** Where a crisis support option serves: a region (LOCAL, shown only inside it) or the country. */
export const CRISIS_SUPPORT_SCOPES = ['LOCAL', 'NATIONAL'] as const;
export type CrisisSupportScope = (typeof CRISIS_SUPPORT_SCOPES)[number];

/**
 * The numbers every search result ends with, whatever was typed or filtered (ADR 024): 911, and
 * the 988 Suicide & Crisis Lifeline, which answers calls and texts at any hour (checked in
 * packages/content/crisis-options/988-lifeline.yaml). Constants, so they show even when the
 * options cannot be loaded.
 */
export const EMERGENCY_NUMBER = '911';
export const LIFELINE_NUMBER = '988';

/** "Other Hazards" in the hazard dropdown (spec §2): options that name no hazard. */
export const OTHER_HAZARDS = -1;

// Alerts and places (schemas in alerts.ts and places.ts; these are here so the app's bundle carries no zod).

/** CAP 1.2 severities, most severe first: the order alerts are listed in. */
export const ALERT_SEVERITIES = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'] as const;
export const ALERT_URGENCIES = ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'] as const;
export const ALERT_CERTAINTIES = ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export type AlertUrgency = (typeof ALERT_URGENCIES)[number];
export type AlertCertainty = (typeof ALERT_CERTAINTIES)[number];

/** How many places a person can save, and so how many points one alerts request may carry. */
export const ALERT_PLACES_MAX = 5;
/** The longest name of a saved place. */
export const PLACE_NAME_MAX = 60;
