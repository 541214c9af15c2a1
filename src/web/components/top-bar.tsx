import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { unitsCaption } from '../lib/display-units';
import { useStores } from '../stores/use-stores';
import { CmaSeal, LogoWordmark } from './logo';
import { NAV_LINKS, PATHS } from '../lib/paths';
import { ThemeToggle } from './theme-toggle';
import { buttonGhost, buttonPrimary, buttonSecondary } from './ui';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive
      ? 'bg-newBlue-50 text-newBlue-700 dark:bg-newBlue-950 dark:text-sky-300'
      : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white'
  }`;

/** The open analysis as "Name · 2024 · ₹ lakhs · 3 companies", so the user always knows what they edit. */
const AnalysisBadge = observer(function AnalysisBadge() {
  const { session, ui } = useStores();
  if (!session.hasAnalysis) {
    return null;
  }
  const companies = `${session.numCompanies} ${session.numCompanies === 1 ? 'company' : 'companies'}`;
  return (
    <div className="border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
      {/* One line at every width (the name gives way, in full on hover), so the unit arriving after the
          figures load never wraps the badge and pushes the page down. */}
      <p
        className="mx-auto flex max-w-9xl items-center gap-x-3 px-4 py-1.5 text-xs whitespace-nowrap text-gray-600 sm:px-6 dark:text-gray-300"
        data-testid="current-analysis"
      >
        <span className="min-w-0 truncate font-semibold text-gray-900 dark:text-white" title={session.analysisName || undefined}>
          {session.analysisName || 'Untitled analysis'}
        </span>
        <span aria-hidden="true">·</span>
        <span>Year {session.year ?? '—'}</span>
        {session.unit === null ? null : (
          <>
            <span aria-hidden="true">·</span>
            <span className="min-w-0 truncate">{unitsCaption(ui.displayUnitsOf(session.tokenId, session.unit))}</span>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span>{companies}</span>
      </p>
    </div>
  );
});

/**
 * The top bar of spec §2: two logos, the section links, Contact, Sign Out and the theme toggle.
 * Signed out it offers Login and Register instead. Below `lg` the links fold into a menu.
 */
export const TopBar = observer(function TopBar() {
  const root = useStores();
  const { auth } = root;
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const signedIn = auth.isAuthenticated;

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  const signOut = async () => {
    await root.logout();
    navigate('/');
  };

  return (
    <header className="sticky top-0 z-50 border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
      <nav aria-label="Main" className="mx-auto flex max-w-9xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <Link to={signedIn ? PATHS.home : PATHS.landing} className="flex shrink-0 items-center gap-2" aria-label="CreditGrid home">
          <LogoWordmark />
        </Link>
        <CmaSeal className="hidden h-7 w-7 shrink-0 xs:block" />

        {signedIn && (
          <ul className="ml-4 hidden items-center gap-0.5 lg:flex">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        )}

        <div className="ml-auto flex items-center gap-1.5">
          <ThemeToggle />
          <Link to={PATHS.contact} className={`${buttonGhost} max-sm:hidden`}>
            Contact
          </Link>
          {signedIn ? (
            <button type="button" className={`${buttonSecondary} max-sm:hidden`} onClick={signOut}>
              Sign Out
            </button>
          ) : (
            <>
              <Link to={PATHS.login} className={`${buttonGhost} max-sm:hidden`}>
                Login
              </Link>
              <Link to={PATHS.register} className={`${buttonPrimary} max-sm:hidden`}>
                Register
              </Link>
            </>
          )}
          <button
            type="button"
            className={`${buttonGhost} px-2 ${signedIn ? 'lg:hidden' : 'sm:hidden'}`}
            aria-expanded={open}
            aria-controls="main-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>

      {open && (
        <div id="main-menu" className={`border-t border-gray-200 px-4 pt-2 pb-4 dark:border-gray-800 ${signedIn ? 'lg:hidden' : 'sm:hidden'}`}>
          {signedIn && (
            <ul className="grid grid-cols-1 gap-1 xs:grid-cols-2">
              {NAV_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={(s) => `block ${linkClass(s)}`}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap gap-2 sm:hidden">
            <Link to={PATHS.contact} className={buttonSecondary}>
              Contact
            </Link>
            {signedIn ? (
              <button type="button" className={buttonSecondary} onClick={signOut}>
                Sign Out
              </button>
            ) : (
              <>
                <Link to={PATHS.login} className={buttonSecondary}>
                  Login
                </Link>
                <Link to={PATHS.register} className={buttonPrimary}>
                  Register
                </Link>
              </>
            )}
          </div>
        </div>
      )}
      {signedIn && <AnalysisBadge />}
    </header>
  );
});
