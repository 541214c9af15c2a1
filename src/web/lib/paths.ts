import type { ScreenId } from '../../domain/formula';

/** The routes of spec §2, in one place: the router, the navigation and every link read them from here. */
export const PATHS = {
  landing: '/',
  login: '/login',
  register: '/register',
  contact: '/contact',
  home: '/home',
  /** The chart dashboard, after Finish on /kfi. */
  dashboard: '/visual1',
  /** The CMA report (Forms I–VI, assumptions) of the open analysis, to print or save as PDF. */
  report: '/report',
  /** Renewal variance: a submitted snapshot's projections beside today's actuals (`?snapshot=<id>`). */
  variance: '/variance',
  /** Each company's term loans, their schedule and the DSCR over the tenor. */
  termLoans: '/term-loans',
  /** Break-even and the sensitivity cases. */
  breakEven: '/breakeven',
  /** Each company's projection methods per projected input cell. */
  assumptions: '/assumptions',
} as const;

/** The route of each analysis screen (spec §2); links in the working can open any of them. */
export const SCREEN_PATHS: Readonly<Record<ScreenId, string>> = {
  opstmt: '/opstmt',
  assetnliabs: '/asset',
  ocaocl: '/oca-ocl',
  ratios: '/ratios',
  wctl: '/wctlassmt',
  kfi: '/kfi',
};

/** The spec §2 navigation, shared by the top bar and the footer. */
export const NAV_LINKS: readonly { to: string; label: string }[] = [
  { to: PATHS.home, label: 'Home' },
  { to: SCREEN_PATHS.opstmt, label: 'Opstmt' },
  { to: SCREEN_PATHS.assetnliabs, label: 'Asset & Liab' },
  { to: SCREEN_PATHS.ocaocl, label: 'OCA & OCL' },
  { to: SCREEN_PATHS.ratios, label: 'Ratios' },
  { to: SCREEN_PATHS.wctl, label: 'WC TL ASSMT' },
  { to: SCREEN_PATHS.kfi, label: 'KFI' },
  { to: PATHS.assumptions, label: 'Assumptions' },
  { to: PATHS.termLoans, label: 'Term loans' },
  { to: PATHS.breakEven, label: 'Break-even' },
];
