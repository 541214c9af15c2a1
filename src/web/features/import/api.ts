import type { ImportAccept, ImportDraft } from '../../../contract/imports';
import { IMPORT_MEDIA_TYPES } from '../../../contract/imports';
import { IMPORT_ENDPOINTS as E } from '../../../contract/endpoints';
import { call, ifMatch } from '../../lib/call';

/** A source to draft: a pasted block's text, a workbook file, or Tally XML files with the year their Trial Balance closes. */
export type ImportSource =
  | { readonly kind: 'paste'; readonly text: string }
  | { readonly kind: 'file'; readonly file: File }
  | { readonly kind: 'tally'; readonly files: readonly File[]; readonly year: number };

/** The media type a workbook file is sent as, by its extension (browsers leave `File.type` empty for some). */
function typeOfFile(file: File): string {
  return /\.xls$/i.test(file.name) ? IMPORT_MEDIA_TYPES.xls : /\.xlsx$/i.test(file.name) ? IMPORT_MEDIA_TYPES.xlsx : file.type || 'application/octet-stream';
}

/** POST /api/analyses/{id}/imports/?company=N: drafts the mapping of a pasted block or a workbook. */
export async function draftImport(tokenId: number, company: number, source: ImportSource): Promise<ImportDraft> {
  if (source.kind === 'tally') {
    // Several files in one multipart request, each under `files`; the browser sets the boundary.
    const form = new FormData();
    for (const f of source.files) {
      form.append('files', f, f.name);
    }
    return call(E.draftImport, { params: { id: tokenId }, query: { company: String(company), year: source.year }, body: form });
  }
  const [body, type, disposition] =
    source.kind === 'paste'
      ? [source.text, IMPORT_MEDIA_TYPES.paste, undefined]
      : [source.file, typeOfFile(source.file), `attachment; filename*=UTF-8''${encodeURIComponent(source.file.name)}`];
  return call(E.draftImport, {
    params: { id: tokenId },
    query: { company: String(company) },
    body,
    headers: { 'Content-Type': type, ...(disposition ? { 'Content-Disposition': disposition } : {}) },
  });
}

/** POST /api/analyses/{id}/imports/{import_id}/accept/ with `If-Match`: writes the mapping in one transaction. */
export async function acceptImport(tokenId: number, importId: number, body: ImportAccept, version: number | null): Promise<void> {
  await call(E.acceptImport, { params: { id: tokenId, import_id: importId }, body, headers: ifMatch(version) });
}

/** POST /api/analyses/{id}/imports/{import_id}/check/: the draft's checks again with the analyst's choices so far; writes nothing. */
export async function checkImport(tokenId: number, importId: number, body: ImportAccept): Promise<ImportDraft> {
  return call(E.checkImport, { params: { id: tokenId, import_id: importId }, body });
}
