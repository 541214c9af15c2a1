import { analysisSummary } from '../analysis';
import { endpoint } from '../endpoint';
import { importAccept, importAcceptParams, importDraft, importParams, importQuery, provenanceList, rememberedMappings } from '../imports';

/** Workbook and paste import: the draft (a raw body), its accept, the remembered mappings and the provenance of imported figures. */
export const IMPORT_ENDPOINTS = {
  draftImport: endpoint({ method: 'POST', url: '/analyses/:id/imports/', params: importParams, query: importQuery, rawBody: true, response: { 201: importDraft } }),
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
  getMappings: endpoint({ method: 'GET', url: '/mappings/', response: { 200: rememberedMappings } }),
  getProvenance: endpoint({ method: 'GET', url: '/analyses/:id/provenance/', params: importParams, response: { 200: provenanceList } }),
} as const;
