import { absoluteLink } from '../../../lib/absolute-link';

/** A Prep Check's share link (spec §7: `{quick-link base}/pc/{id}`). */
export function prepCheckShareLink(base: string, origin: string, id: number): string {
  return `${absoluteLink(base, origin)}/pc/${id}`;
}
