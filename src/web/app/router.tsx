import { lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import type { ScreenId } from '../../domain/formula';
import { createBrowserRouter } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { PAGES } from '../lib/paths';
import type { PageEntry, PageName } from '../lib/paths';
import type { RootStore } from '../stores/root-store';
import { Spinner } from '../components/spinner';
import { ProtectedLayout, PublicLayout, RequireAnalysis } from './layouts';
import { NotFoundPage } from './not-found-page';

// Only the landing page is in the first download (design.md §3 and §7): AG Grid and ApexCharts, the domain
// and every other page load when their route does. The six analysis screens share one module.
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}
/**
 * The six analysis screens' one component. All six routes render this same component (with the screen as a
 * prop), so React keeps it mounted from one to the next: Next shows the next screen in the grid already on the
 * page instead of building a new AG Grid (spec §2's Next, fast at 8 × 10).
 */
const StatementPage = lazy(() => import('../features/statements/routes').then(({ StatementScreen }) => ({ default: StatementScreen })));
const screen = (id: ScreenId): ReactElement => <StatementPage screen={id} />;
const termLoans = () => import('../features/term-loans');

const LoginPage = lazyPage(
  () => import('../features/auth/login-page'),
  (m) => m.LoginPage,
);
const RegisterPage = lazyPage(
  () => import('../features/auth/register-page'),
  (m) => m.RegisterPage,
);
const ContactPage = lazyPage(
  () => import('../features/contact/contact-page'),
  (m) => m.ContactPage,
);
const HomePage = lazyPage(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
);

const page = (Page: ComponentType): ReactElement => <Page />;

/** What each page of the screen table (lib/paths.ts) shows: the compiler holds the two together. */
const PAGE_ELEMENTS: Readonly<Record<PageName, ReactElement>> = {
  landing: page(LandingPage),
  login: page(LoginPage),
  register: page(RegisterPage),
  contact: page(ContactPage),
  home: page(HomePage),
  opstmt: screen('opstmt'),
  assetnliabs: screen('assetnliabs'),
  ocaocl: screen('ocaocl'),
  ratios: screen('ratios'),
  wctl: screen('wctl'),
  kfi: screen('kfi'),
  assumptions: page(
    lazyPage(
      () => import('../features/projections'),
      (m) => m.AssumptionsPage,
    ),
  ),
  termLoans: page(lazyPage(termLoans, (m) => m.TermLoansPage)),
  breakEven: page(lazyPage(termLoans, (m) => m.BreakEvenPage)),
  dashboard: page(lazy(() => import('../features/dashboard/dashboard-page'))),
  report: page(
    lazyPage(
      () => import('../features/report'),
      (m) => m.ReportPage,
    ),
  ),
  variance: page(
    lazyPage(
      () => import('../features/report'),
      (m) => m.VariancePage,
    ),
  ),
};

/**
 * The routing table of spec §2, from the screen table. A page that reads derived figures back from the server
 * (`afterEdits`) opens only once `root`'s unsaved edits have reached it; the analysis pages need an open analysis.
 */
export function createAppRouter(root: RootStore) {
  const afterEdits = () => root.flushEdits().then(() => null);
  const routesOf = (access: PageEntry['access']) =>
    (Object.keys(PAGES) as PageName[])
      .filter((name) => PAGES[name].access === access)
      .map((name) => {
        const entry: PageEntry = PAGES[name];
        const shown = PAGE_ELEMENTS[name];
        return {
          path: entry.path,
          loader: entry.afterEdits ? afterEdits : undefined,
          // A change of the view's URL parameters on the page itself is not a new visit: no flush to wait for.
          shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname,
          // Shown while a loader runs on a page's first load (a reload of /visual1).
          hydrateFallbackElement: entry.afterEdits ? <Spinner /> : undefined,
          element: access === 'analysis' ? <RequireAnalysis>{shown}</RequireAnalysis> : shown,
        };
      });
  return createBrowserRouter([
    { element: <PublicLayout />, children: [...routesOf('public'), { path: '*', element: <NotFoundPage /> }] },
    { element: <ProtectedLayout />, children: [...routesOf('signed-in'), ...routesOf('analysis')] },
  ]);
}
