import { useEffect, useState } from 'react';
import type { FigureProvenance } from '../../../contract/imports';
import { IMPORT_ENDPOINTS } from '../../../contract/endpoints';
import { call } from '../../lib/call';
import { PageCrop } from './page-crop';

/** The most crops a figure's working shows (a figure adds up a few lines at most, as a rule). */
const MAX_CROPS = 3;

/** The provenance of an analysis's imported figures, fetched again whenever its version moves. */
export function useProvenance(tokenId: number | null, version: number | null): readonly FigureProvenance[] {
  const [figures, setFigures] = useState<readonly FigureProvenance[]>([]);
  useEffect(() => {
    if (tokenId === null) {
      return;
    }
    let live = true;
    call(IMPORT_ENDPOINTS.getProvenance, { params: { id: tokenId } }).then(
      (res) => live && setFigures(res.figures),
      () => live && setFigures([]),
    );
    return () => {
      live = false;
    };
  }, [tokenId, version]);
  return figures;
}

/** A Tally line's group and the reserved group above it, once each ("East Drs · Sundry Debtors"); '' for none. */
export function groupsOf(place: { group?: string | null; reserved_group?: string | null }, separator = ' · '): string {
  const { group, reserved_group: reserved } = place;
  return [group, reserved !== group ? reserved : null].filter((g) => g).join(separator);
}

/**
 * Where an imported figure came from, under its working: the file (or the paste), the cells, paste rows or PDF pages and
 * their raw text, and how several lines made it (consumption mapped through to purchases, lines added up).
 */
export function ProvenanceNote({ figure, tokenId }: { figure: FigureProvenance | undefined; tokenId: number | null }) {
  if (!figure) {
    return null;
  }
  const document = figure.document;
  // A figure read from a kept PDF shows the crop of each line it came from (the first few).
  const crops = document === undefined || tokenId === null ? [] : figure.cells.filter((c) => c.page !== undefined).slice(0, MAX_CROPS);
  const cells = figure.cells.map((c) =>
    c.ledger
      ? `ledger ${c.ledger} (${groupsOf(c, ' under ')})`
      : c.page !== undefined
        ? `page ${c.page}`
        : c.sheet
          ? `${c.sheet}!${c.cell}`
          : `paste row ${c.row}, column ${c.cell}`,
  );
  return (
    <>
      <p className="mt-2 text-xs text-gray-600 dark:text-gray-300" data-testid="working-provenance">
        Imported on {figure.imported_on} from {figure.file ?? 'a pasted block'}: {cells.join(', ')} ({figure.cells.map((c) => `"${c.text}"`).join(', ')})
        {figure.working ? `; ${figure.working}` : ''}
        {figure.overrides?.length ? `; checks overridden: ${figure.overrides.map((o) => `${o.check} ("${o.note}")`).join(', ')}` : ''}.
      </p>
      {crops.map((c, i) => (
        <PageCrop key={i} tokenId={tokenId!} from={{ documentId: document! }} source={{ ...c, page: c.page! }} label={c.text} />
      ))}
    </>
  );
}
