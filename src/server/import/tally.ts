import type { TallyDraft } from '../../domain/import/tally/books';
import { AppError, invalidRequest } from '../errors';
import { readTallyFiles } from './tally-xml';

/**
 * A Tally upload (docs/import.md "Tally"): one XML file as the body (`application/xml`, `text/xml`), or several
 * in one `multipart/form-data` request, each under the field `files`; the year it closes from `?year=`.
 * Read whole before anything is stored: a malformed file refuses the request (400) and nothing is written.
 */
export async function readTallyUpload(
  type: string,
  contentType: string,
  body: Buffer,
  fileName: string | null,
  year: number | undefined,
): Promise<{ draft: TallyDraft; name: string }> {
  if (year === undefined) {
    throw invalidRequest([{ path: ['year'], message: 'a Trial Balance carries no date: name the year it closes with ?year=YYYY' }], 'Invalid import');
  }
  let files: { name: string; bytes: Uint8Array }[];
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new AppError(400, 'bad_request', 'The multipart body cannot be read');
    }
    const parts = form.getAll('files');
    if (parts.length === 0 || parts.some((p) => typeof p === 'string')) {
      throw invalidRequest([{ path: ['files'], message: 'send each Tally file as a file under the field "files"' }], 'Invalid import');
    }
    files = await Promise.all((parts as File[]).map(async (f, i) => ({ name: f.name || `file ${i + 1}`, bytes: new Uint8Array(await f.arrayBuffer()) })));
  } else {
    files = [{ name: fileName ?? 'Tally XML', bytes: body }];
  }
  const books = readTallyFiles(files);
  return {
    draft: { books, year },
    name: files
      .map((f) => f.name)
      .join(', ')
      .slice(0, 200),
  };
}
