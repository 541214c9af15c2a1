// Over 300 lines: the import routes (draft, review, accept) share one draft lifecycle and its body parsing.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNIT_EXPONENT } from '../../contract/constants';
import { IMPORT_ENDPOINTS as E } from '../../contract/endpoints';
import type { ImportAccept, ImportDraft, ImportSourceKind } from '../../contract/imports';
import { IMPORT_MEDIA_TYPES, MAX_IMPORT_BYTES, TALLY_MEDIA_TYPES } from '../../contract/imports';
import { readTable, tsvGrid } from '../../domain/import/layout';
import { bandsOf } from '../../domain/import/matcher';
import { borrowerKeys } from '../../domain/import/normalise';
import type { Box } from '../../domain/import/pdf-layout';
import { pdfChecks } from '../../domain/import/pdf-checks';
import { holdsFigures, propose } from '../../domain/import/proposal';
import { proposeTally } from '../../domain/import/tally/proposal';
import type { LineChoice, Proposal, ProposalContext } from '../../domain/import/types';
import { AppError, invalidRequest, notFound } from '../errors';
import { acceptedChanges, acceptRecords } from '../import/accept';
import { openPdf } from '../import-pdf/pdfjs';
import { readPdfTables } from '../import-pdf/read';
import { CROP_SCALE, renderPng } from '../import-pdf/render';
import type { InputScreenId } from '../../domain/model';
import type { LoadedAnalysis } from '../repositories/analyses';
import type { ImportDraftRow } from '../repositories/imports';
import { recordAccept } from '../repositories/imports';
import { loadedSummary } from '../summary';
import { ifMatchVersion, userOf } from './request';
import { route } from './route';

const KIND_OF_TYPE = new Map<string, ImportSourceKind>([
  ...Object.entries(IMPORT_MEDIA_TYPES).map(([kind, type]) => [type, kind as ImportSourceKind] as const),
  ...TALLY_MEDIA_TYPES.map((type) => [type, 'tally'] as const),
]);

/** The proposal of a stored draft: its Tally books, or its tables. */
function proposeDraft(draft: Pick<ImportDraftRow, 'kind' | 'tables' | 'tally'>, ctx: ProposalContext): Proposal {
  if (draft.tally) {
    return proposeTally(draft.tally.books, draft.tally.year, ctx);
  }
  const proposal = propose(draft.tables, ctx);
  // An audited PDF's own checks: its printed totals, and its previous year against the analysis.
  return draft.kind === 'pdf' ? { ...proposal, checks: [...proposal.checks, ...pdfChecks(proposal, ctx)] } : proposal;
}

/** The file name of `Content-Disposition: attachment; filename="…"` (or `filename*=UTF-8''…`), without control characters; null when absent. */
export function fileNameOf(header: string | undefined): string | null {
  if (!header) {
    return null;
  }
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  let name: string | undefined;
  try {
    name = star ? decodeURIComponent(star[1]!.trim()) : (plain?.[1] ?? plain?.[2])?.trim();
  } catch {
    name = plain?.[1] ?? plain?.[2];
  }
  // eslint-disable-next-line no-control-regex
  const clean = name?.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, 200);
  return clean ? clean : null;
}

/** The proposal context of a company of a loaded analysis. */
async function contextOf(
  app: Parameters<FastifyPluginAsyncZod>[0],
  userId: number,
  loaded: LoadedAnalysis,
  position: number,
): Promise<ProposalContext & { borrowers: string[] }> {
  const company = loaded.companies.find((c) => c.position === position);
  if (!company) {
    throw notFound(`The analysis has no company at position ${position}`);
  }
  const borrowers = borrowerKeys(company.name, company.panCin);
  return {
    borrowers,
    targetExponent: UNIT_EXPONENT[loaded.analysis.unit],
    bands: bandsOf(loaded.analysis.settings),
    existing: (year) => company.byYear.get(year),
    remembered: await app.repos.imports.remembered(userId, borrowers),
    synonyms: await app.repos.imports.synonyms(),
  };
}

/** A proposal on the wire. */
function wireDraft(importId: number, kind: ImportSourceKind, name: string | null, proposal: Proposal): ImportDraft {
  return {
    import_id: importId,
    source: { kind, name },
    unit: proposal.unit?.name ?? null,
    years: proposal.years.map((y) => ({ column: y.column, year: y.year, kind: y.kind })),
    lines: proposal.lines.map((l) => ({
      id: l.id,
      source: {
        ...(l.sheet === undefined ? {} : { sheet: l.sheet }),
        ...(l.cell ? { cell: l.cell } : {}),
        ...(l.pasteRow ? { row: l.pasteRow } : {}),
        ...(l.ledger ? { ledger: l.ledger.name, group: l.ledger.group, reserved_group: l.ledger.reservedGroup } : {}),
        ...(l.page === undefined ? {} : { page: l.page, ...(l.bbox ? { bbox: l.bbox } : {}) }),
        text: l.text,
      },
      label: l.label,
      amounts: l.amounts,
      row: l.row,
      confidence: l.confidence,
      band: l.band,
      reason: l.reason,
      kind: l.kind,
      ...(l.old ? { old: l.old } : {}),
      ...(l.exact ? { exact: l.exact } : {}),
    })),
    checks: proposal.checks.map((c) => ({
      name: c.name,
      ok: c.ok,
      detail: c.detail,
      ...(c.blocking ? { blocking: true } : {}),
      ...(c.overridable ? { overridable: true } : {}),
      ...(c.override === undefined ? {} : { override: c.override }),
      ...(c.roundable ? { roundable: true } : {}),
    })),
  };
}

/**
 * POST /api/analyses/{id}/imports/: a workbook or a pasted block as the raw body, drafted into a proposal and
 * stored until accepted (or expired). Its own plugin scope, so only this route takes non-JSON bodies.
 */
export const importUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));

  route(
    app,
    E.draftImport,
    async (request, reply) => {
      const user = userOf(request);
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const kind = KIND_OF_TYPE.get(type);
      if (!kind) {
        throw new AppError(
          415,
          'unsupported_media_type',
          /macroenabled/.test(type)
            ? 'Macro-enabled workbooks (.xlsm) are not imported: save the workbook as .xlsx and import that'
            : 'An import takes an .xlsx or .xls workbook, an audited PDF, a pasted block as text/tab-separated-values, or Tally XML (application/xml, or multipart/form-data with the files under "files")',
          [{ path: ['Content-Type'], message: `got ${type || 'none'}` }],
        );
      }
      const body = request.body as Buffer | undefined;
      if (!body || body.length === 0) {
        throw new AppError(400, 'no_figures', 'The body is empty: send the workbook or the pasted block');
      }
      const loaded = await app.repos.analyses.load(user.id, request.params.id);
      const ctx = await contextOf(app, user.id, loaded, request.query.company);
      if (kind === 'tally') {
        // The readers of Tally XML and of workbooks (exceljs, SheetJS) load on first use, not at every start.
        const { readTallyUpload } = await import('../import/tally');
        const { draft: tally, name } = await readTallyUpload(
          type,
          request.headers['content-type']!,
          body,
          fileNameOf(request.headers['content-disposition']),
          request.query.year,
        );
        const proposal = proposeTally(tally.books, tally.year, ctx);
        const importId = await app.repos.imports.createDraft(user.id, {
          analysisId: loaded.analysis.id,
          position: request.query.company,
          kind,
          fileName: name,
          tables: [],
          tally,
        });
        return reply.status(201).send(wireDraft(importId, kind, name, proposal));
      }
      // A client that goes away (the review's Cancel) stops a PDF's OCR.
      const cancel = new AbortController();
      reply.raw.on('close', () => reply.raw.writableFinished || cancel.abort());
      const token = request.query.progress;
      let read;
      try {
        read =
          kind === 'pdf'
            ? await readPdfTables(body, cancel.signal, token === undefined ? undefined : (progress) => app.repos.imports.setProgress(user.id, token, progress))
            : (kind === 'paste' ? [tsvGrid(body.toString('utf8'))] : await (await import('../import/workbook')).readWorkbook(kind, body)).flatMap(
                (g) => readTable(g) ?? [],
              );
      } finally {
        if (kind === 'pdf' && token !== undefined) {
          await app.repos.imports.endProgress(user.id, token);
        }
      }
      // A note of a PDF is kept whatever it holds: it only ever splits the face line that refers to it.
      const tables = read.filter((t) => t.note !== undefined || holdsFigures(t, ctx, kind === 'paste' ? 1 : 3));
      if (tables.every((t) => t.note !== undefined)) {
        throw new AppError(
          400,
          'no_figures',
          'No sheet or block holds statement figures: it needs a row of years (2023-24, FY 2024, 31.03.2024…) and lines the dictionary knows',
        );
      }
      const proposal = proposeDraft({ kind, tables, tally: null }, ctx);
      const name = fileNameOf(request.headers['content-disposition']);
      const document = kind === 'pdf' ? body : null;
      const importId = await app.repos.imports.createDraft(user.id, {
        analysisId: loaded.analysis.id,
        position: request.query.company,
        kind,
        fileName: name,
        tables,
        document,
      });
      return reply.status(201).send(wireDraft(importId, kind, name, proposal));
    },
    { bodyLimit: MAX_IMPORT_BYTES },
  );
};

/** The analyst's line choices and years of an accept (or check) body. */
function choicesOf(body: ImportAccept): { choices: Map<string, LineChoice>; years: Map<string, number>; overrides: Map<string, string>; round: boolean } {
  return {
    round: body.round === true,
    choices: new Map<string, LineChoice>((body.lines ?? []).map((l) => [l.id, 'skip' in l ? { skip: true } : { row: l.row }])),
    years: new Map((body.years ?? []).map((y) => [y.column, y.year])),
    overrides: new Map((body.overrides ?? []).map((o) => [o.check, o.note])),
  };
}

/** The accept of a drafted import, the remembered mappings, and the provenance of imported figures. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // The review's live checks: the proposal again with the analyst's choices so far, nothing written.
  route(app, E.getImportProgress, async (request) => {
    const user = userOf(request);
    await app.repos.analyses.load(user.id, request.params.id);
    return app.repos.imports.progress(user.id, request.params.token);
  });

  route(app, E.checkImport, async (request) => {
    const user = userOf(request);
    const { id, import_id } = request.params;
    const draft = await app.repos.imports.draft(user.id, id, import_id);
    const { choices, years, overrides, round } = choicesOf(request.body);
    const ctx = await contextOf(app, user.id, await app.repos.analyses.load(user.id, id), draft.position);
    return wireDraft(draft.id, draft.kind, draft.fileName, proposeDraft(draft, { ...ctx, years, choices, overrides, round }));
  });

  route(app, E.acceptImport, async (request, reply) => {
    const user = userOf(request);
    const { id, import_id } = request.params;
    const draft = await app.repos.imports.draft(user.id, id, import_id);
    const { choices, years, overrides, round } = choicesOf(request.body);
    const loadedBefore = await app.repos.analyses.load(user.id, id);
    const base = await contextOf(app, user.id, loadedBefore, draft.position);
    let accepted: { proposal: Proposal; proposedBefore: Proposal } | undefined;
    const loaded = await app.repos.analyses.update(
      user.id,
      id,
      ifMatchVersion(request),
      (cur) => {
        const company = cur.companies.find((c) => c.position === draft.position);
        if (!company) {
          throw notFound('The company this import was drafted for is gone');
        }
        const ctx = { ...base, existing: (year: number) => company.byYear.get(year), years, round };
        const proposal = proposeDraft(draft, { ...ctx, choices, overrides });
        const unknown = [...overrides.keys()].filter((name) => !proposal.checks.some((c) => c.name === name && c.overridable && !c.ok));
        if (unknown.length > 0) {
          throw invalidRequest(
            unknown.map((name) => ({ path: ['overrides', name], message: 'no failed check of this import that a note may override' })),
            'Invalid import accept',
          );
        }
        accepted = { proposal, proposedBefore: proposeDraft(draft, ctx) };
        return acceptedChanges(cur, draft.position, proposal, choices, request.body.add_periods === true);
      },
      async (trx, updated) => {
        const kept = new Set(updated.periods.map((p) => p.year));
        const records = acceptRecords(
          accepted!.proposal,
          { userId: user.id, analysisId: id, position: draft.position, borrowers: base.borrowers, draftId: draft.id, keepDocument: draft.kind === 'pdf' },
          draft.fileName,
          kept,
          accepted!.proposedBefore,
        );
        await recordAccept(trx, records);
      },
    );
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });

  /** A page of a PDF as PNG, cropped to `?bbox=` with a margin. */
  const sendCrop = async (reply: FastifyReply, bytes: Buffer, page: number, bbox: string | undefined) => {
    const doc = await openPdf(bytes);
    try {
      const png = await renderPng(doc, page, CROP_SCALE, bbox?.split(',').map(Number) as Box | undefined);
      return await reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=86400').send(png);
    } finally {
      await doc.loadingTask.destroy();
    }
  };

  route(app, E.getImportPage, async (request, reply) => {
    const { id, import_id, page } = request.params;
    return sendCrop(reply, await app.repos.imports.document(userOf(request).id, id, import_id), page, request.query.bbox);
  });

  // After the accept: the kept PDF of an imported figure, for its working.
  route(app, E.getDocumentPage, async (request, reply) => {
    const { id, document_id, page } = request.params;
    const loaded = await app.repos.analyses.load(userOf(request).id, id);
    return sendCrop(reply, await app.repos.imports.keptDocument(loaded.analysis.id, document_id), page, request.query.bbox);
  });

  route(app, E.getMappings, async (request) => {
    const rows = await app.repos.imports.mappingsOf(userOf(request).id);
    const borrowers = new Map<string, { label: string; row: string | null; accepted_on: string }[]>();
    for (const r of rows) {
      borrowers.set(r.borrower, [...(borrowers.get(r.borrower) ?? []), { label: r.label, row: r.row, accepted_on: r.accepted_on }]);
    }
    return { borrowers: [...borrowers].map(([borrower, mappings]) => ({ borrower, mappings })) };
  });

  route(app, E.getProvenance, async (request) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    const rows = await app.repos.imports.provenanceOf(loaded.analysis.id);
    return {
      figures: rows.flatMap((r) => {
        const [screen, key] = r.row.split('.') as [InputScreenId, string];
        const now = loaded.companies.find((c) => c.position === r.position)?.byYear.get(r.year)?.[screen]?.[key];
        // A figure changed by hand since its import no longer has this working.
        return now === r.source.amount
          ? [
              {
                year: r.year,
                position: r.position,
                row: r.row,
                file: r.source.file,
                ...(r.source.document === undefined ? {} : { document: r.source.document }),
                cells: r.source.cells,
                working: r.source.working,
                imported_on: r.source.imported_on,
                ...(r.source.overrides ? { overrides: r.source.overrides } : {}),
              },
            ]
          : [];
      }),
    };
  });
};
