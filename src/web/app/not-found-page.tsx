import { Link } from 'react-router-dom';
import { buttonPrimary } from '../components/ui';
import { PATHS } from '../lib/paths';

/** Any path outside spec §2's routing table. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <p className="font-oswald text-6xl font-medium text-newBlue-600 dark:text-sky-400">404</p>
      <h1 className="font-franklin text-2xl font-semibold">This page does not exist</h1>
      <p className="text-gray-600 dark:text-gray-300">The address may be mistyped, or the page has moved.</p>
      <Link to={PATHS.landing} className={buttonPrimary}>
        Back to CreditGrid
      </Link>
    </section>
  );
}
