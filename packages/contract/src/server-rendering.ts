/*
 * Server rendering's hand-off (ADR 030): the API calls the web app's server build
 * (apps/web/src/entry-server.tsx, loaded at run time) with these types, which both sides
 * type-check against. The web decides which addresses it renders and puts the answers in its
 * query cache through its screens' own query options; the API only gives the answers, each typed
 * as the call's answer on the wire.
 */
import type { AlertDetail } from './alerts.js';
import type { CrisisSupportResponse } from './emergency-help.js';
import type { HazardDetail, HazardListResponse, HazardSearchResponse } from './hazards.js';
import type { LanguageCode } from './constants.js';
import type { SupportedLanguagesResponse } from './languages.js';
import type { ClientConfig } from './platform.js';
import type { PrepCheckListResponse } from './prep-checks.js';
import type { CommunitySponsorsResponse } from './sponsors.js';

/**
 * The answers a server-rendered page may need, each the same as its call's answer for everyone
 * (no session, no point: nothing personal, no local content). The render asks only for what the
 * page it renders shows.
 */
export interface PageSources {
  /** `GET /public/v2/hazards?lang=`, without a point. */
  hazards(lang: LanguageCode): Promise<HazardListResponse>;
  /** `GET /public/guide/hazard/{id}` or `/by-slug/{slug}` with `?languages=`, or null for no such hazard. */
  hazard(idOrSlug: string, lang: LanguageCode): Promise<HazardDetail | null>;
  /** `GET /public/guide/search/v2?query=`, without a point. */
  search(query: string): Promise<HazardSearchResponse>;
  /**
   * `GET /public/guide/community-sponsor/{id}?lang=`, without a point (the sponsors shown
   * everywhere), or null for no such hazard.
   */
  sponsors(hazardId: number, lang: LanguageCode): Promise<CommunitySponsorsResponse | null>;
  /** `GET /public/supported-languages`. */
  languages(): Promise<SupportedLanguagesResponse>;
  /** `GET /public/crisis-support-option?lang=`, without a point (every national line). */
  crisisSupport(lang: LanguageCode): Promise<CrisisSupportResponse>;
  /** `GET /public/prep-checks?lang=`. */
  prepChecks(lang: LanguageCode): Promise<PrepCheckListResponse>;
  /** `GET /public/v2/alerts/{id}?lang=`, or null for no alert shown at that id. */
  alert(id: number, lang: LanguageCode): Promise<AlertDetail | null>;
}

export interface RenderInput {
  /** The page's address: its path and only the parameters pages read (the API's pageAddress). */
  url: string;
  /** The interface language. */
  lang: LanguageCode;
  config: ClientConfig;
  sources: PageSources;
  /** On WELCOME_PAGE only: what the visitor's cookies say they have seen. */
  seen?: SeenAtRender;
}

/** What a visitor has seen, by their cookies (PREP_CHECK_WELCOME_COOKIE). */
export interface SeenAtRender {
  prepCheckWelcome: boolean;
}

export interface RenderOutput {
  /** The inside of `<div id="root">`. */
  html: string;
  /** Emotion's critical CSS as `<style data-emotion>` tags for `<head>`. */
  styles: string;
  /** `<link rel="modulepreload">` tags for `<head>`: the chunks of the page's screens. */
  preloads: string;
  /** `<script type="application/json">` with what the client needs to hydrate. */
  dataScript: string;
  /** The page's whole `<title>` text ("{page} - Prepwell") and the app's description, in the page's language. */
  title: string;
  description: string;
}

/** What the web app's server build exports. */
export interface ServerRenderer {
  /** The page at `url` rendered, or null when it is not one the server renders (the browser does). */
  render(input: RenderInput): Promise<RenderOutput | null>;
}
