import { lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
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

/** The analysis screens in flow order (spec §4), each behind the open-analysis check. */
const analysisRoutes: readonly [string, ComponentType][] = [
  ['/opstmt', OpstmtPage],
  ['/asset', AssetPage],
  ['/oca-ocl', OcaOclPage],
  ['/ratios', RatiosPage],
  ['/wctlassmt', WctlPage],
  ['/kfi', KfiPage],
  ['/visual1', DashboardPage],
  ['/report', ReportPage],
];

/** The routing table of spec §2. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        { path: '/', element: <LandingPage /> },
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: <RegisterPage /> },
        { path: '/contact', element: <ContactPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      element: <ProtectedLayout />,
      children: [
        { path: '/home', element: <HomePage /> },
        ...analysisRoutes.map(([path, Page]) => ({
          path,
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
