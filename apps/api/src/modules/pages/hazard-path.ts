/** A hazard page's address, `/hazards/{slug|id}[/{blockId}]`; group 1 is the slug or id. */
export const HAZARD_PAGE_PATH = /^\/hazards\/([a-z0-9-]{1,100}|\d{1,9})(?:\/\d{1,9})?\/?$/;

/** The guide list's address. */
export const HAZARD_LIST_PATH = /^\/hazards\/?$/;

/**
 * An official alert's page, `/alerts/{id}`: its document changes as the alert does (updated,
 * ended, expired), so it is kept a minute at most, as the alert's own answer is.
 */
export const ALERT_PAGE_PATH = /^\/alerts\/\d{1,15}\/?$/;
