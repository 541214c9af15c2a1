import { analysisSummary } from '../analysis';
import { endpoint } from '../endpoint';
import {
  documentPageParams,
  importAccept,
  importAcceptParams,
  importDraft,
  importPageParams,
  importProgress,
  importProgressParams,
  importPageQuery,
  importParams,
  importQuery,
  provenanceList,
  rememberedMappings,
} from '../imports';

/** Workbook, paste and audited-PDF import: the draft (a raw body), its accept, the remembered mappings and the provenance of imported figures. */
export const IMPORT_ENDPOINTS = {
  draftImport: endpoint({
    method: 'POST',
    url: '/analyses/:id/imports/',
    params: importParams,
    query: importQuery,
    rawBody: true,
    response: { 201: importDraft },
    errors: [
      'unsupported_media_type',
      'unreadable_workbook',
      'encrypted_workbook',
      'no_cached_values',
      'no_figures',
      'unreadable_pdf',
      'encrypted_pdf',
      'no_statements',
      'too_large',
    ],
  }),
  /** How far the read of a PDF drafted with `?progress=` has got: "Reading page n of N" (404 before it starts and once it is over). */
  getImportProgress: endpoint({
    method: 'GET',
    url: '/analyses/:id/imports/progress/:token/',
    params: importProgressParams,
    response: { 200: importProgress },
  }),
  checkImport: endpoint({
    method: 'POST',
    url: '/analyses/:id/imports/:import_id/check/',
    params: importAcceptParams,
    body: importAccept,
    response: { 200: importDraft },
    invalid: 'Invalid import check',
  }),
  acceptImport: endpoint({
    method: 'POST',
    url: '/analyses/:id/imports/:import_id/accept/',
    params: importAcceptParams,
    body: importAccept,
    response: { 200: analysisSummary },
    invalid: 'Invalid import accept',
  }),
  /** A PDF draft's page as PNG (a file: no JSON answer), cropped to `?bbox=` with a margin: the review's source crop. */
  getImportPage: endpoint({ method: 'GET', url: '/analyses/:id/imports/:import_id/pages/:page/', params: importPageParams, query: importPageQuery }),
  /** An accepted PDF's page as PNG (a file), cropped to `?bbox=`: the crop in the working of a figure read from it. */
  getDocumentPage: endpoint({ method: 'GET', url: '/analyses/:id/documents/:document_id/pages/:page/', params: documentPageParams, query: importPageQuery }),
  getMappings: endpoint({ method: 'GET', url: '/mappings/', response: { 200: rememberedMappings } }),
  getProvenance: endpoint({ method: 'GET', url: '/analyses/:id/provenance/', params: importParams, response: { 200: provenanceList } }),
} as const;
