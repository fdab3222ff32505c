/** A hazard page's address, `/hazards/{slug|id}[/{blockId}]`; group 1 is the slug or id. */
export const HAZARD_PAGE_PATH = /^\/hazards\/([a-z0-9-]{1,100}|\d{1,9})(?:\/\d{1,9})?\/?$/;

/** The guide list's address. */
export const HAZARD_LIST_PATH = /^\/hazards\/?$/;
