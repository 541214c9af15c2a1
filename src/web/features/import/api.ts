import type { ImportAccept, ImportDraft, ImportProgress } from '../../../contract/imports';
import { IMPORT_MEDIA_TYPES } from '../../../contract/imports';
import { IMPORT_ENDPOINTS as E } from '../../../contract/endpoints';
import { call, download, ifMatch } from '../../lib/call';

/** A source to draft: a pasted block's text, a workbook file, or Tally XML files with the year their Trial Balance closes. */
export type ImportSource =
  | { readonly kind: 'paste'; readonly text: string }
  | { readonly kind: 'file'; readonly file: File }
  | { readonly kind: 'tally'; readonly files: readonly File[]; readonly year: number };

/** The media type a workbook file is sent as, by its extension (browsers leave `File.type` empty for some). */
function typeOfFile(file: File): string {
  const byExtension: Record<string, string> = { xls: IMPORT_MEDIA_TYPES.xls, xlsx: IMPORT_MEDIA_TYPES.xlsx, pdf: IMPORT_MEDIA_TYPES.pdf };
  return byExtension[/\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''] ?? (file.type || 'application/octet-stream');
}

/** How often the review asks how far a PDF's read has got. */
const PROGRESS_POLL_MS = 500;

/**
 * POST /api/analyses/{id}/imports/?company=N: drafts the mapping of a pasted block, a workbook, a PDF or Tally XML
 * files; `signal` cancels (the server stops a PDF's read, and stores nothing). While a PDF is read, `onProgress`
 * hears the page being read, polled from GET …/imports/progress/{token}/.
 */
export async function draftImport(
  tokenId: number,
  company: number,
  source: ImportSource,
  signal?: AbortSignal,
  onProgress?: (p: ImportProgress) => void,
): Promise<ImportDraft> {
  if (source.kind === 'tally') {
    // Several files in one multipart request, each under `files`; the browser sets the boundary.
    const form = new FormData();
    for (const f of source.files) {
      form.append('files', f, f.name);
    }
    return call(E.draftImport, { params: { id: tokenId }, query: { company: String(company), year: source.year }, body: form, signal });
  }
  const [body, type, disposition] =
    source.kind === 'paste'
      ? [source.text, IMPORT_MEDIA_TYPES.paste, undefined]
      : [source.file, typeOfFile(source.file), `attachment; filename*=UTF-8''${encodeURIComponent(source.file.name)}`];
  // getRandomValues, not randomUUID: the app may be served over plain http on the firm's network (no secure context).
  const progress =
    type === IMPORT_MEDIA_TYPES.pdf && onProgress
      ? Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
      : undefined;
  const draft = call(E.draftImport, {
    params: { id: tokenId },
    query: { company: String(company), ...(progress ? { progress } : {}) },
    body,
    headers: { 'Content-Type': type, ...(disposition ? { 'Content-Disposition': disposition } : {}) },
    signal,
  });
  if (!progress) {
    return draft;
  }
  let reading = true;
  const poll = async () => {
    while (reading) {
      await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
      // 404 before the read starts and once it is over: nothing to show then.
      const now = await call(E.getImportProgress, { params: { id: tokenId, token: progress } }).catch(() => null);
      if (now && reading) {
        onProgress!(now);
      }
    }
  };
  void poll();
  try {
    return await draft;
  } finally {
    reading = false;
  }
}

/** POST /api/analyses/{id}/imports/{import_id}/accept/ with `If-Match`: writes the mapping in one transaction. */
export async function acceptImport(tokenId: number, importId: number, body: ImportAccept, version: number | null): Promise<void> {
  await call(E.acceptImport, { params: { id: tokenId, import_id: importId }, body, headers: ifMatch(version) });
}

/** POST /api/analyses/{id}/imports/{import_id}/check/: the draft's checks again with the analyst's choices so far; writes nothing. */
export async function checkImport(tokenId: number, importId: number, body: ImportAccept): Promise<ImportDraft> {
  return call(E.checkImport, { params: { id: tokenId, import_id: importId }, body });
}

/** The PDF a crop is drawn from: a draft's (in the review) or a kept one (an accepted figure's working). */
export type CropSource = { readonly importId: number } | { readonly documentId: number };

/**
 * The crop of a PDF's page around a line, as a PNG data URL: GET /api/analyses/{id}/imports/{import_id}/pages/{page}/
 * for a draft, /api/analyses/{id}/documents/{document_id}/pages/{page}/ for an accepted PDF (`?bbox=` either way).
 */
export async function pageCrop(tokenId: number, from: CropSource, page: number, bbox?: readonly number[]): Promise<string> {
  const query = bbox ? { bbox: bbox.map((v) => Math.max(0, v)).join(',') } : {};
  const png =
    'importId' in from
      ? await download(E.getImportPage, { params: { id: tokenId, import_id: from.importId, page }, query })
      : await download(E.getDocumentPage, { params: { id: tokenId, document_id: from.documentId, page }, query });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error('The page image could not be read'));
    reader.readAsDataURL(png);
  });
}
