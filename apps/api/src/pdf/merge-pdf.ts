import { PDFDocument } from 'pdf-lib';

/** One PDF of several, in order (pdf-lib copies the pages); answers its bytes and page count. */
export async function mergePdfs(parts: Uint8Array[]): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return { pdf: await merged.save(), pageCount: merged.getPageCount() };
}
