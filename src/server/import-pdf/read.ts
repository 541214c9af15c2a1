import type { SourceTable } from '../../domain/import/layout';
import { readTable } from '../../domain/import/layout';
import type { Box } from '../../domain/import/pdf-layout';
import { pageGrid, statementOfPage } from '../../domain/import/pdf-layout';
import { AppError } from '../errors';
import { openPdf, textOfPage } from './pdfjs';

/**
 * An audited PDF read into source tables (docs/import.md "Audited PDFs"): every page's text with positions, the
 * Balance Sheet and Statement of Profit and Loss pages found by their titles, each read as a grid, and every
 * line keeping its page and box. 400 with the reason, before anything is stored, for a damaged or encrypted
 * PDF or one with no statement page.
 */
export async function readPdfTables(bytes: Uint8Array): Promise<SourceTable[]> {
  const doc = await openPdf(bytes);
  try {
    const tables: SourceTable[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await textOfPage(doc, number);
      if (statementOfPage(page) === null) {
        continue;
      }
      const { grid, rowBoxes } = pageGrid(page);
      const table = readTable(grid);
      if (table) {
        tables.push({ ...table, lines: table.lines.map((l) => ({ ...l, page: number, bbox: rounded(rowBoxes[l.row]!) })) });
      }
    }
    if (tables.length === 0) {
      throw new AppError(
        400,
        'no_statements',
        `No page of the PDF is a Balance Sheet or a Statement of Profit and Loss with a row of years (${doc.numPages} pages read)`,
      );
    }
    return tables;
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** A box to a tenth of a point: enough for a crop, and a small draft. */
const rounded = (b: Box): Box => b.map((v) => Math.round(v * 10) / 10) as Box;
