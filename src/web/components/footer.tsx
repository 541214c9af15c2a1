import { Link } from 'react-router-dom';
import { LogoWordmark } from './logo';
import { NAV_LINKS, PATHS } from '../lib/paths';

/** The footer repeats the top bar's links (spec §2). */
export function Footer() {
  return (
    <footer className="mt-auto border-t border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto flex max-w-9xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xs">
          <LogoWordmark />
          <p className="mt-3 text-sm text-gray-500 dark:text-gray-400">Bank-style CMA credit analysis for up to eight companies, side by side.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm xs:grid-cols-3 sm:grid-cols-4">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-gray-600 hover:text-newBlue-600 dark:text-gray-300 dark:hover:text-sky-400">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={PATHS.contact} className="text-gray-600 hover:text-newBlue-600 dark:text-gray-300 dark:hover:text-sky-400">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-gray-100 py-4 text-center text-xs text-gray-600 dark:border-gray-900 dark:text-gray-400">
        © {new Date().getFullYear()} CreditGrid. Figures in Indian rupees.
      </p>
    </footer>
  );
}
