/*
 * A CAP feed's index: an ATOM feed or an RSS channel listing CAP messages by link (as FEMA's IPAWS
 * and many national weather services publish them), with the message itself inside an entry's
 * `<content>` in some feeds, or a document holding the messages directly (one `<alert>`, or a
 * list of them).
 */
import { CapFormatError, type CapMessage } from './cap-message.js';
import { capMessageOf, isNode, listOf, textOf, xmlParser, type Node } from './parse-cap.js';

/** A message the index names: its link to fetch, and the entry's own id and time when given. */
export interface IndexedMessage {
  url: string;
  /** The entry's id and last update (ATOM `updated`, RSS `pubDate`): a changed entry is fetched again. */
  id?: string;
  updated?: string;
}

export interface FeedIndex {
  /** Messages to fetch by link. */
  linked: IndexedMessage[];
  /** Messages the document carries itself. */
  embedded: CapMessage[];
  /** Embedded messages that could not be read, with why. */
  rejected: string[];
}

/** An absolute http(s) URL, resolved against the feed's own; undefined for anything else. */
function httpUrl(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** An ATOM entry's link to its CAP message: typed as CAP, else the alternate, else the first. */
function atomLink(entry: Node): string | undefined {
  const links = listOf(entry.link).filter(isNode);
  const href = (link: Node | undefined) => (link ? textOf(link['@href']) : undefined);
  return (
    href(links.find((link) => /cap\+xml|xml/.test(textOf(link['@type']) ?? ''))) ??
    href(links.find((link) => (textOf(link['@rel']) ?? 'alternate') === 'alternate')) ??
    href(links[0])
  );
}

/** The index at `feedUrl`, or a CapFormatError when it is none of the forms above. */
export function parseCapFeedIndex(xml: string, feedUrl: string): FeedIndex {
  let document: Node;
  try {
    document = xmlParser.parse(xml, true) as Node;
  } catch (error) {
    throw new CapFormatError(`not well-formed XML: ${(error as Error).message}`);
  }
  const index: FeedIndex = { linked: [], embedded: [], rejected: [] };
  const embed = (alerts: unknown) => {
    for (const alert of listOf(alerts)) {
      try {
        index.embedded.push(capMessageOf(alert));
      } catch (error) {
        index.rejected.push((error as Error).message);
      }
    }
  };

  if (document.alert !== undefined) {
    embed(document.alert);
  } else if (isNode(document.feed)) {
    for (const entry of listOf(document.feed.entry).filter(isNode)) {
      const content = isNode(entry.content) ? entry.content : undefined;
      if (content?.alert !== undefined) {
        embed(content.alert);
        continue;
      }
      const url = httpUrl(atomLink(entry), feedUrl);
      if (!url) continue;
      const id = textOf(entry.id);
      const updated = textOf(entry.updated) ?? textOf(entry.published);
      index.linked.push({ url, ...(id && { id }), ...(updated && { updated }) });
    }
  } else if (isNode(document.rss) && isNode(document.rss.channel)) {
    for (const item of listOf(document.rss.channel.item).filter(isNode)) {
      const url = httpUrl(textOf(listOf(item.link)[0]), feedUrl);
      if (!url) continue;
      const id = textOf(item.guid);
      const updated = textOf(item.pubDate);
      index.linked.push({ url, ...(id && { id }), ...(updated && { updated }) });
    }
  } else {
    // A list of messages under any root (`<alerts><alert>…</alert>…</alerts>`).
    const [root] = Object.values(document).filter(isNode);
    if (!root || root.alert === undefined) {
      throw new CapFormatError('not an ATOM feed, an RSS channel or CAP messages');
    }
    embed(root.alert);
  }
  return index;
}
