import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/errors';
import type { CropSource } from './api';
import { pageCrop } from './api';

interface Props {
  readonly tokenId: number;
  readonly from: CropSource;
  /** Where the figure stands: its page, its box (points from the page's top-left) and its text as read. */
  readonly source: { readonly page: number; readonly bbox?: readonly number[]; readonly text: string };
  readonly label: string;
  readonly onClose?: () => void;
}

/**
 * The crop of the PDF page a line came from (docs/import.md "Audited PDFs"): the server renders the line's box
 * with a margin from the draft's PDF (in the review) or the kept one (in an accepted figure's working), so the
 * analyst sees the figures as printed (or as scanned) beside the figures read. The image is fetched with the
 * session's token and shown as a data URL (the CSP allows `data:` images).
 */
export function PageCrop({ tokenId, from, source, label, onClose }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { page, bbox } = source;
  const key = 'importId' in from ? `i${from.importId}` : `d${from.documentId}`;
  useEffect(() => {
    let live = true;
    setUrl(null);
    pageCrop(tokenId, from, page, bbox).then(
      (dataUrl) => live && setUrl(dataUrl),
      (err: unknown) => live && setFailure(messageOf(err)),
    );
    return () => {
      live = false;
    };
    // `from` is a fresh object each render: its key says when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenId, key, page, bbox]);
  return (
    <figure className="mt-3 rounded border border-gray-200 p-2 dark:border-gray-700" aria-label="Source on the page">
      <figcaption className="mb-1 flex items-center justify-between text-gray-600 dark:text-gray-400">
        <span>
          “{label}” on page {page} of the PDF
        </span>
        {onClose ? (
          <button type="button" className="underline" onClick={onClose}>
            Close
          </button>
        ) : null}
      </figcaption>
      {failure ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
      {url ? (
        <img src={url} alt={`Page ${page}: ${source.text.replace(/\t/g, ' ')}`} className="max-w-full bg-white" />
      ) : failure ? null : (
        <p className="text-gray-500">Drawing the page…</p>
      )}
    </figure>
  );
}
