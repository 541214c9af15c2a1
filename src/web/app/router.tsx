import { lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { PATHS, SCREEN_PATHS } from '../lib/paths';
import type { RootStore } from '../stores/root-store';
import { Spinner } from '../components/spinner';
import { ProtectedLayout, PublicLayout, RequireAnalysis } from './layouts';
import { NotFoundPage } from './not-found-page';

// Only the landing page is in the first download (design.md §3 and §7): AG Grid and ApexCharts, the domain
// and every other page load when their route does. The six analysis screens share one module.
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}
const statements = () => import('../features/statements/routes');
type StatementsModule = Awaited<ReturnType<typeof statements>>;
const screen = (pick: (m: StatementsModule) => ComponentType) => lazyPage(statements, pick);

const LoginPage = lazyPage(() => import('../features/auth/login-page'), (m) => m.LoginPage);
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), (m) => m.RegisterPage);
const ContactPage = lazyPage(() => import('../features/contact/contact-page'), (m) => m.ContactPage);
const HomePage = lazyPage(() => import('../features/home/home-page'), (m) => m.HomePage);

const OpstmtPage = screen((m) => m.OpstmtPage);
const AssetPage = screen((m) => m.AssetPage);
const OcaOclPage = screen((m) => m.OcaOclPage);
const RatiosPage = screen((m) => m.RatiosPage);
const WctlPage = screen((m) => m.WctlPage);
const KfiPage = screen((m) => m.KfiPage);
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const ReportPage = lazyPage(() => import('../features/report'), (m) => m.ReportPage);
const termLoans = () => import('../features/term-loans');
const TermLoansPage = lazyPage(termLoans, (m) => m.TermLoansPage);
const BreakEvenPage = lazyPage(termLoans, (m) => m.BreakEvenPage);
const AssumptionsPage = lazyPage(() => import('../features/projections'), (m) => m.AssumptionsPage);
const VariancePage = lazyPage(() => import('../features/report'), (m) => m.VariancePage);

/** The analysis screens in flow order (spec §4), each behind the open-analysis check. */
const analysisRoutes: readonly [string, ComponentType][] = [
  [SCREEN_PATHS.opstmt, OpstmtPage],
  [SCREEN_PATHS.assetnliabs, AssetPage],
  [SCREEN_PATHS.ocaocl, OcaOclPage],
  [SCREEN_PATHS.ratios, RatiosPage],
  [SCREEN_PATHS.wctl, WctlPage],
  [SCREEN_PATHS.kfi, KfiPage],
  [PATHS.dashboard, DashboardPage],
  [PATHS.report, ReportPage],
  [PATHS.termLoans, TermLoansPage],
  [PATHS.breakEven, BreakEvenPage],
  [PATHS.assumptions, AssumptionsPage],
  [PATHS.variance, VariancePage],
];

/**
 * The dashboard and the report show derived figures the server computes from the stored inputs, so they
 * open only once the edits still unsaved (a leaving screen saves them) have reached the server.
 */
const AFTER_EDITS: ReadonlySet<string> = new Set([PATHS.dashboard, PATHS.report, PATHS.variance, PATHS.termLoans, PATHS.breakEven]);

/** The routing table of spec §2; `root`'s unsaved edits are flushed before a page that reads figures back. */
export function createAppRouter(root: RootStore) {
  const afterEdits = () => root.flushEdits().then(() => null);
  const loaders: Readonly<Record<string, () => Promise<null>>> = Object.fromEntries([...AFTER_EDITS].map((path) => [path, afterEdits]));
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        { path: PATHS.landing, element: <LandingPage /> },
        { path: PATHS.login, element: <LoginPage /> },
        { path: PATHS.register, element: <RegisterPage /> },
        { path: PATHS.contact, element: <ContactPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      element: <ProtectedLayout />,
      children: [
        { path: PATHS.home, element: <HomePage /> },
        ...analysisRoutes.map(([path, Page]) => ({
          path,
          loader: loaders[path],
          // Shown while a loader runs on a page's first load (a reload of /visual1).
          hydrateFallbackElement: loaders[path] ? <Spinner /> : undefined,
          element: (
            <RequireAnalysis>
              <Page />
            </RequireAnalysis>
          ),
        })),
      ],
    },
  ]);
}
