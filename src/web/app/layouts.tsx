import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { Footer } from '../components/footer';
import { Spinner } from '../components/spinner';
import { TopBar } from '../components/top-bar';
import { buttonPrimary } from '../components/ui';
import { PATHS } from '../lib/paths';
import { useStores } from '../stores/use-stores';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-60 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBar />
      {/* At least a screen tall, so the footer starts below the fold and a page whose content
          arrives late (lazy routes, loading data) pushes nothing visible down (layout shift). */}
      <main id="main" className="flex min-h-dvh flex-1 flex-col">
        <Suspense
          fallback={
            <div className="flex flex-1 items-center justify-center p-10">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** Public pages: landing, login, register, contact. */
export function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Spec §2/§6: the protected routes render only when auth tokens exist; otherwise back to /. */
export const ProtectedLayout = observer(function ProtectedLayout() {
  const { auth } = useStores();
  if (!auth.isAuthenticated) {
    return <Navigate to={PATHS.landing} replace />;
  }
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
});

/** The analysis screens need an open analysis; without one, point the user to /home. */
export const RequireAnalysis = observer(function RequireAnalysis({ children }: { children: ReactNode }) {
  const { session } = useStores();
  if (session.hasAnalysis) {
    return <>{children}</>;
  }
  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="font-franklin text-2xl font-semibold">No analysis is open</h1>
      <p className="text-gray-600 dark:text-gray-300">Open one of your analyses on Home, or start a new one there.</p>
      <Link to={PATHS.home} className={buttonPrimary}>
        Go to Home
      </Link>
    </section>
  );
});
