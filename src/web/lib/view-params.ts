import { yearOfText } from '../../domain/periods';
import { GRID_LAYOUTS } from '../stores/ui-store';
import type { GridLayout } from '../stores/ui-store';

/**
 * The view a page's URL carries (`?year=2026&layout=years&company=2`), so a reload or a bookmark opens the
 * same view and a link can open it directly. Each part is left out when it is the default: the assessment
 * year, the analyst's layout, the first company.
 */
export interface ViewParams {
  /** The period shown (its year); the assessment year when left out. */
  readonly year?: number;
  /** The grid layout; the analyst's preference when left out. */
  readonly layout?: GridLayout;
  /** The company shown, as an index (the URL counts from 1, as the columns do); the first when left out. */
  readonly company?: number;
}

/** Every part of a view, in the order a URL writes them. */
export const VIEW_KEYS: readonly (keyof ViewParams)[] = ['year', 'layout', 'company'];

/**
 * The view `search` asks for. A part that is not well formed is left out (the page shows its default), never
 * an error: whether the year is a period of the analysis, or the company one of it, the page checks.
 */
export function viewParamsOf(search: URLSearchParams): ViewParams {
  const year = yearOfText(search.get('year'));
  const layout = GRID_LAYOUTS.find((l) => l === search.get('layout'));
  const company = /^[1-9]\d?$/.test(search.get('company') ?? '') ? Number(search.get('company')) - 1 : undefined;
  return { ...(year === null ? {} : { year }), ...(layout ? { layout } : {}), ...(company === undefined ? {} : { company }) };
}

/**
 * `search` with the view's parts `keys` set to `view` (left out when `view` has none); its other parameters
 * (`?snapshot=`, or parts another page's view has) are kept as they are.
 */
export function withViewParams(search: URLSearchParams, view: ViewParams, keys: readonly (keyof ViewParams)[] = VIEW_KEYS): URLSearchParams {
  const next = new URLSearchParams(search);
  keys.forEach((key) => next.delete(key));
  if (view.year !== undefined && keys.includes('year')) {
    next.set('year', String(view.year));
  }
  if (view.layout !== undefined && keys.includes('layout')) {
    next.set('layout', view.layout);
  }
  if (view.company !== undefined && keys.includes('company')) {
    next.set('company', String(view.company + 1));
  }
  return next;
}

/** Only the view's parts of `search`, as a query string ("" or "?year=2026&…"): what Next carries to the next screen. */
export function viewQuery(search: URLSearchParams): string {
  const kept = withViewParams(new URLSearchParams(), viewParamsOf(search)).toString();
  return kept ? `?${kept}` : '';
}
