import type { ScreenId } from '../../domain/formula';

/** One page of the app: a row of {@link PAGES}. */
export interface PageEntry {
  /** Its route (spec §2). */
  readonly path: string;
  /** Who may open it: anyone, a signed-in user, or a signed-in user with an analysis open. */
  readonly access: 'public' | 'signed-in' | 'analysis';
  /** Its label in the top bar and the footer, in table order; not in the navigation when left out. */
  readonly nav?: string;
  /** The page its Next button opens (spec §2), keeping the view's URL parameters; none when left out. */
  readonly next?: string;
  /**
   * It reads derived figures back from the server, so its route opens only once the edits still unsaved
   * have reached it (`root.flushEdits()`).
   */
  readonly afterEdits?: boolean;
}

/** The table as written, its `next` names checked against its own keys. */
const pageTable = <const T extends Record<string, PageEntry>>(table: T & { readonly [K in keyof T]: { readonly next?: keyof T } }): T => table;

/**
 * The screen table: every page of the app, once, in navigation order. The router (each entry's access and
 * loader, its component named by the key in app/router.tsx), the navigation, the Next buttons and every link
 * read it. The six analysis screens are keyed by their {@link ScreenId}.
 */
export const PAGES = pageTable({
  landing: { path: '/', access: 'public' },
  login: { path: '/login', access: 'public' },
  register: { path: '/register', access: 'public' },
  contact: { path: '/contact', access: 'public' },
  home: { path: '/home', access: 'signed-in', nav: 'Home' },
  opstmt: { path: '/opstmt', access: 'analysis', nav: 'Opstmt', next: 'assetnliabs' },
  assetnliabs: { path: '/asset', access: 'analysis', nav: 'Asset & Liab', next: 'ocaocl' },
  ocaocl: { path: '/oca-ocl', access: 'analysis', nav: 'OCA & OCL', next: 'ratios' },
  ratios: { path: '/ratios', access: 'analysis', nav: 'Ratios', next: 'wctl' },
  wctl: { path: '/wctlassmt', access: 'analysis', nav: 'WC TL ASSMT', next: 'kfi' },
  /** Finish (to the dashboard) instead of Next. */
  kfi: { path: '/kfi', access: 'analysis', nav: 'KFI' },
  /** Each company's projection methods per projected input cell. */
  assumptions: { path: '/assumptions', access: 'analysis', nav: 'Assumptions' },
  /** Each company's term loans, their schedule and the DSCR over the tenor. */
  termLoans: { path: '/term-loans', access: 'analysis', nav: 'Term loans', afterEdits: true },
  /** Break-even and the sensitivity cases. */
  breakEven: { path: '/breakeven', access: 'analysis', nav: 'Break-even', afterEdits: true },
  /** The chart dashboard, after Finish on /kfi. */
  dashboard: { path: '/visual1', access: 'analysis', afterEdits: true },
  /** The CMA report (Forms I–VI, assumptions) of the open analysis, to print or save as PDF. */
  report: { path: '/report', access: 'analysis', afterEdits: true },
  /** Renewal variance: a submitted snapshot's projections beside today's actuals (`?snapshot=<id>`). */
  variance: { path: '/variance', access: 'analysis', afterEdits: true },
});

/** The name of a page: a key of {@link PAGES}. */
export type PageName = keyof typeof PAGES;

const names = Object.keys(PAGES) as PageName[];

/** The route of each page by name (`PATHS.home`). */
export const PATHS = Object.fromEntries(names.map((name) => [name, PAGES[name].path])) as { readonly [N in PageName]: string };

/** The route of each analysis screen; links in the working can open any of them. */
export const SCREEN_PATHS: Readonly<Record<ScreenId, string>> = PATHS;

/** The spec §2 navigation, shared by the top bar and the footer. */
export const NAV_LINKS: readonly { to: string; label: string }[] = names.flatMap((name) => {
  const entry: PageEntry = PAGES[name];
  return entry.nav ? [{ to: entry.path, label: entry.nav }] : [];
});

/** The page the Next button of `page` opens, or null (KFI has Finish). */
export function nextPage(page: PageName): PageName | null {
  const entry: PageEntry = PAGES[page];
  return (entry.next as PageName | undefined) ?? null;
}
