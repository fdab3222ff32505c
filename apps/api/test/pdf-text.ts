import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, page by page, as a reader (pdf.js) extracts it. */
export async function readPdfText(data: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

/** The pieces of text on a PDF's first page, each with where it starts from the page's left (pdf.js). */
export async function readPdfPieces(data: Buffer | Uint8Array): Promise<{ text: string; x: number }[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const pieces = content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== '' ? [{ text: item.str, x: item.transform[4] as number }] : [],
  );
  await pdf.destroy();
  return pieces;
}
