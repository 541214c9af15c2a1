import { useEffect, useState } from 'react';
import type { ImportLine } from '../../../contract/imports';
import { messageOf } from '../../lib/errors';
import { pageCrop } from './api';

interface Props {
  readonly tokenId: number;
  readonly importId: number;
  readonly line: ImportLine;
  readonly onClose: () => void;
}

/**
 * The crop of the PDF page a line came from (docs/import.md "Audited PDFs"): the server renders the line's box
 * with a margin from the draft's PDF, so the analyst sees the figures as printed (or as scanned) beside the
 * figures read. The image is fetched with the session's token and shown as a data URL (the CSP allows `data:` images).
 */
export function PageCrop({ tokenId, importId, line, onClose }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { page, bbox } = line.source;
  useEffect(() => {
    let live = true;
    setUrl(null);
    pageCrop(tokenId, importId, page!, bbox).then(
      (dataUrl) => live && setUrl(dataUrl),
      (err: unknown) => live && setFailure(messageOf(err)),
    );
    return () => {
      live = false;
    };
  }, [tokenId, importId, page, bbox]);
  return (
    <figure className="mt-3 rounded border border-gray-200 p-2 dark:border-gray-700" aria-label="Source on the page">
      <figcaption className="mb-1 flex items-center justify-between text-gray-600 dark:text-gray-400">
        <span>
          “{line.label}” on page {page} of the PDF
        </span>
        <button type="button" className="underline" onClick={onClose}>
          Close
        </button>
      </figcaption>
      {failure ? <p role="alert" className="text-red-700 dark:text-red-400">{failure}</p> : null}
      {url ? <img src={url} alt={`Page ${page}: ${line.source.text.replace(/\t/g, ' ')}`} className="max-w-full bg-white" /> : failure ? null : <p className="text-gray-500">Drawing the page…</p>}
    </figure>
  );
}
