import type { Endpoint } from '../endpoint';
import { ANALYSIS_ENDPOINTS } from './analyses';
import { AUTH_ENDPOINTS } from './auth';
import { IMPORT_ENDPOINTS } from './imports';
import { PERIOD_ENDPOINTS } from './periods';
import { REPORT_ENDPOINTS } from './report';
import { SPEC_SCREEN_ENDPOINTS } from './spec-screens';

export { ANALYSIS_ENDPOINTS } from './analyses';
export { AUTH_ENDPOINTS } from './auth';
export { IMPORT_ENDPOINTS } from './imports';
export { PERIOD_ENDPOINTS } from './periods';
export { REPORT_ENDPOINTS } from './report';
export { chartEndpoint, SPEC_SCREEN_ENDPOINTS } from './spec-screens';

/**
 * The API's endpoints by name, each declared once: route registration, the OpenAPI document, the client's
 * `call` and the docs/api.md check all read them. A new endpoint goes in its area's file and in this object.
 */
export const ENDPOINTS = {
  ...AUTH_ENDPOINTS,
  ...ANALYSIS_ENDPOINTS,
  ...PERIOD_ENDPOINTS,
  ...REPORT_ENDPOINTS,
  ...IMPORT_ENDPOINTS,
} as const;

/** Every endpoint of the API, the spec's per-screen and chart endpoints included. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(ENDPOINTS),
  ...Object.values(SPEC_SCREEN_ENDPOINTS).flatMap((family: Record<string, Endpoint | Record<string, Endpoint>>) =>
    Object.values(family).flatMap((e) => ('method' in e ? [e as Endpoint] : Object.values(e))),
  ),
];
