/**
 * `sx` for an icon that points along the reading direction (back and forward arrows, a chevron to
 * a detail): mirrored on a page written right to left, where "back" points right (ADR 036). Icons
 * that show a thing (a phone, a bell) are never mirrored.
 */
export const MIRROR_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
