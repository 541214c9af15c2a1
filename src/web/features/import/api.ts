import type { ImportAccept, ImportDraft } from '../../../contract/imports';
import { IMPORT_MEDIA_TYPES } from '../../../contract/imports';
import { api } from '../../lib/api-client';

/** A source to draft: a pasted block's text, or a workbook file. */
export type ImportSource = { readonly kind: 'paste'; readonly text: string } | { readonly kind: 'file'; readonly file: File };

/** The media type a workbook file is sent as, by its extension (browsers leave `File.type` empty for some). */
function typeOfFile(file: File): string {
  const byExtension: Record<string, string> = { xls: IMPORT_MEDIA_TYPES.xls, xlsx: IMPORT_MEDIA_TYPES.xlsx, pdf: IMPORT_MEDIA_TYPES.pdf };
  return byExtension[/\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''] ?? (file.type || 'application/octet-stream');
}

/** POST /api/analyses/{id}/imports/?company=N: drafts the mapping of a pasted block, a workbook or a PDF; `signal` cancels (the server stops its OCR). */
export async function draftImport(tokenId: number, company: number, source: ImportSource, signal?: AbortSignal): Promise<ImportDraft> {
  const [body, type, disposition] =
    source.kind === 'paste'
      ? [source.text, IMPORT_MEDIA_TYPES.paste, undefined]
      : [source.file, typeOfFile(source.file), `attachment; filename*=UTF-8''${encodeURIComponent(source.file.name)}`];
  const res = await api.post<ImportDraft>(`/api/analyses/${tokenId}/imports/?company=${company}`, body, {
    headers: { 'Content-Type': type, ...(disposition ? { 'Content-Disposition': disposition } : {}) },
    transformRequest: [(data: unknown) => data],
    ...(signal ? { signal } : {}),
  });
  return res.data;
}

/** POST /api/analyses/{id}/imports/{import_id}/accept/ with `If-Match`: writes the mapping in one transaction. */
export async function acceptImport(tokenId: number, importId: number, body: ImportAccept, version: number | null): Promise<void> {
  await api.post(`/api/analyses/${tokenId}/imports/${importId}/accept/`, body, { headers: version === null ? {} : { 'If-Match': `"${version}"` } });
}

/** POST /api/analyses/{id}/imports/{import_id}/check/: the draft's checks again with the analyst's choices so far; writes nothing. */
export async function checkImport(tokenId: number, importId: number, body: ImportAccept): Promise<ImportDraft> {
  const res = await api.post<ImportDraft>(`/api/analyses/${tokenId}/imports/${importId}/check/`, body);
  return res.data;
}

/** GET /api/analyses/{id}/imports/{import_id}/pages/{page}/?bbox=: the crop of a PDF draft's page around a line, as a PNG data URL. */
export async function pageCrop(tokenId: number, importId: number, page: number, bbox?: readonly number[]): Promise<string> {
  const query = bbox ? `?bbox=${bbox.map((v) => Math.max(0, v)).join(',')}` : '';
  const res = await api.get<Blob>(`/api/analyses/${tokenId}/imports/${importId}/pages/${page}/${query}`, { responseType: 'blob' });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error('The page image could not be read'));
    reader.readAsDataURL(res.data);
  });
}
