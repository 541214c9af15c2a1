import { lazy } from 'react';
import type { ComponentType } from 'react';
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
/** One of the six analysis screens: the one statement screen component, shown for `id`. */
const screen = (id: ScreenId) =>
  lazy(() => import('../features/statements/routes').then(({ StatementScreen }) => ({ default: () => <StatementScreen screen={id} /> })));
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

/** The component of each page of the screen table (lib/paths.ts): the compiler holds the two together. */
const PAGE_COMPONENTS: Readonly<Record<PageName, ComponentType>> = {
  landing: LandingPage,
  login: LoginPage,
  register: RegisterPage,
  contact: ContactPage,
  home: HomePage,
  opstmt: screen('opstmt'),
  assetnliabs: screen('assetnliabs'),
  ocaocl: screen('ocaocl'),
  ratios: screen('ratios'),
  wctl: screen('wctl'),
  kfi: screen('kfi'),
  assumptions: lazyPage(
    () => import('../features/projections'),
    (m) => m.AssumptionsPage,
  ),
  termLoans: lazyPage(termLoans, (m) => m.TermLoansPage),
  breakEven: lazyPage(termLoans, (m) => m.BreakEvenPage),
  dashboard: lazy(() => import('../features/dashboard/dashboard-page')),
  report: lazyPage(
    () => import('../features/report'),
    (m) => m.ReportPage,
  ),
  variance: lazyPage(
    () => import('../features/report'),
    (m) => m.VariancePage,
  ),
};

/**
 * The routing table of spec §2, from the screen table. A page that reads derived figures back from the server
 * (`afterEdits`) opens only once `root`'s unsaved edits have reached it; the analysis pages need an open analysis,
 * and render once its store is made.
 */
export function createAppRouter(root: RootStore) {
  const afterEdits = () => root.flushEdits().then(() => null);
  // An analysis page renders once the analysis store exists, so it never suspends on the store as well as on its
  // own code (a page suspended on both at once was seen to keep its spinner after a reload, with nothing requested).
  const withAnalysis = (then?: () => Promise<null>) => () => root.openAnalysis().then(() => (then ? then() : null));
  const routesOf = (access: PageEntry['access']) =>
    (Object.keys(PAGES) as PageName[])
      .filter((name) => PAGES[name].access === access)
      .map((name) => {
        const entry: PageEntry = PAGES[name];
        const Page = PAGE_COMPONENTS[name];
        return {
          path: entry.path,
          loader: access === 'analysis' ? withAnalysis(entry.afterEdits ? afterEdits : undefined) : entry.afterEdits ? afterEdits : undefined,
          // A change of the view's URL parameters on the page itself is not a new visit: no flush to wait for.
          shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname,
          // Shown while a loader runs on a page's first load (a reload of /visual1).
          hydrateFallbackElement: entry.afterEdits || access === 'analysis' ? <Spinner /> : undefined,
          element:
            access === 'analysis' ? (
              <RequireAnalysis>
                <Page />
              </RequireAnalysis>
            ) : (
              <Page />
            ),
        };
      });
  return createBrowserRouter([
    { element: <PublicLayout />, children: [...routesOf('public'), { path: '*', element: <NotFoundPage /> }] },
    { element: <ProtectedLayout />, children: [...routesOf('signed-in'), ...routesOf('analysis')] },
  ]);
}
