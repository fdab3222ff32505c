import type { ContentPack } from '@prepwell/content';
import type { SearchDocument } from './search-index.js';

/**
 * The search documents of a content pack as read from its files (every language of name,
 * description and tags, and the types), for the search tests and benchmark; the server builds
 * the same documents from the database (`Guide.searchDocuments`).
 */
export function searchDocumentsOfPack(pack: Pick<ContentPack, 'hazards'>): SearchDocument[] {
  return pack.hazards.map(({ file, text }) => {
    const doc: SearchDocument = { id: file.id, name: {}, description: {}, tags: {}, types: [...file.types] };
    for (const [lang, entry] of Object.entries(text)) {
      if (!entry) continue;
      doc.name[lang] = entry.name;
      doc.description[lang] = entry.description;
      doc.tags[lang] = entry.tags;
    }
    return doc;
  });
}
