import { lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ContactPage } from '../features/contact/ContactPage';
import { HomePage } from '../features/home/HomePage';
import { LandingPage } from '../features/landing/LandingPage';
import { ProtectedLayout, PublicLayout, RequireAnalysis } from './layouts';
import { NotFoundPage } from './NotFoundPage';

// AG Grid and ApexCharts stay out of the landing bundle (design.md §3): the six analysis screens share
// one lazily loaded module, the dashboard another.
const statements = () => import('../features/statements/routes');
type StatementsModule = Awaited<ReturnType<typeof statements>>;
const screen = (pick: (m: StatementsModule) => ComponentType) => lazy(() => statements().then((m) => ({ default: pick(m) })));

const OpstmtPage = screen((m) => m.OpstmtPage);
const AssetPage = screen((m) => m.AssetPage);
const OcaOclPage = screen((m) => m.OcaOclPage);
const RatiosPage = screen((m) => m.RatiosPage);
const WctlPage = screen((m) => m.WctlPage);
const KfiPage = screen((m) => m.KfiPage);
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));

/** The analysis screens in flow order (spec §4), each behind the open-analysis check. */
const analysisRoutes: readonly [string, ComponentType][] = [
  ['/opstmt', OpstmtPage],
  ['/asset', AssetPage],
  ['/oca-ocl', OcaOclPage],
  ['/ratios', RatiosPage],
  ['/wctlassmt', WctlPage],
  ['/kfi', KfiPage],
  ['/visual1', DashboardPage],
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
