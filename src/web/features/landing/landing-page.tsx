import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonPrimary, buttonSecondary, card } from '../../components/ui';
import { PATHS } from '../../lib/paths';
import { useStores } from '../../stores/use-stores';

// The modal (and the create-analysis code behind it) loads on the first click, keeping the landing
// page's first download inside its budget (design.md §7).
const ExploreInsightsModal = lazy(() => import('../home').then((m) => ({ default: m.ExploreInsightsModal })));

const MODELS: readonly { title: string; tag: string; body: string; icon: ReactNode }[] = [
  {
    title: 'Cash flow valuation',
    tag: 'DCF',
    body: 'Project free cash flows from the operating statement, discount them at a rate you can defend, and see what the business is worth on its own earnings, with every assumption visible next to the figure it moves.',
    icon: <path d="M4 18h16M6 15l4-4 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />,
  },
  {
    title: 'Multi-beta (CAPM)',
    tag: 'Cost of equity',
    body: 'Build the cost of equity from several betas: industry, peer and levered. Then see how the required return shifts with leverage and market risk, instead of relying on one borrowed number.',
    icon: <path d="M5 19V5m0 14h14M8 15c3-1 5-4 6-8m-6 10c4 0 7-2 10-6" strokeLinecap="round" />,
  },
  {
    title: 'Scenario simulation',
    tag: 'Company & share value',
    body: 'Stress sales, margins and working capital together and watch company and share value respond. Base, downside and severe cases sit side by side, so the credit committee sees the range as well as the point estimate.',
    icon: <path d="M4 7h16M4 12h10M4 17h6m8-5 2 2-2 2m-4 1 2 2-2 2" strokeLinecap="round" strokeLinejoin="round" />,
  },
];

const PILLARS: readonly { title: string; body: string }[] = [
  {
    title: 'Industry intelligence',
    body: 'Read each borrower in the context of its sector, not in isolation. Margins, inventory holding and receivable days are laid out the way a banker reads them, so an outlier stands out before the committee meeting.',
  },
  {
    title: 'Peer performance metrics',
    body: 'Put up to eight companies in adjacent columns and compare current ratio, TOL/TNW, DSCR and cash accruals at a glance. Colour bands mark the current ratio from dark red below 1 to dark green at 1.75 and above.',
  },
  {
    title: 'The bank’s CMA format',
    body: 'Operating statement, balance sheet and the other current assets and liabilities flow into ratios, the Tandon and Nayak assessments and the key financial indicators, computed exactly to the paisa.',
  },
];

function Icon({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-newBlue-50 text-newBlue-600 dark:bg-newBlue-950 dark:text-sky-300">
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        {children}
      </svg>
    </span>
  );
}

/** A miniature of the analysis grid, so the hero shows the product rather than stock art. */
function HeroPreview() {
  const rows: readonly [string, string, string, string, string?][] = [
    ['Net sales', '4,82,350', '3,15,900', '6,04,120'],
    ['PBDIT', '61,420', '28,730', '88,015'],
    ['Net working capital', '38,900', '12,400', '71,250'],
    ['Current ratio', '1.62', '1.18', '1.91'],
  ];
  const band = ['text-green-700 dark:text-green-400', 'text-red-700 dark:text-red-400', 'text-green-800 dark:text-green-300'];
  return (
    <div className={`${card} overflow-hidden text-sm`} aria-hidden="true">
      <div className="flex items-center gap-1.5 border-b border-gray-100 bg-gray-50 px-4 py-2.5 dark:border-gray-800 dark:bg-gray-950">
        <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
        <span className="h-2.5 w-2.5 rounded-full bg-yellow-400" />
        <span className="h-2.5 w-2.5 rounded-full bg-green-400" />
        <span className="ml-3 text-xs text-gray-600 dark:text-gray-400">Ratios · 2024 · ₹ lakhs</span>
      </div>
      <table className="w-full tabular-nums-fixed">
        <thead>
          <tr className="text-xs text-gray-500 uppercase dark:text-gray-400">
            <th className="px-4 py-2 text-left font-medium">Metric</th>
            <th className="px-3 py-2 text-right font-medium">Anand Steels</th>
            <th className="hidden px-3 py-2 text-right font-medium xs:table-cell">Coastal Agro</th>
            <th className="px-4 py-2 text-right font-medium">Vishal Pharma</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, a, b, c], i) => (
            <tr key={label} className="border-t border-gray-100 dark:border-gray-800">
              <td className="px-4 py-2 text-gray-700 dark:text-gray-200">{label}</td>
              {[a, b, c].map((v, j) => (
                <td
                  key={j}
                  className={`px-3 py-2 text-right last:pr-4 ${j === 1 ? 'hidden xs:table-cell' : ''} ${i === rows.length - 1 ? `font-semibold ${band[j]}` : 'text-gray-900 dark:text-gray-100'}`}
                >
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The public landing page (spec §1/§2): the pitch, the three models and the Explore Insights entry. */
export const LandingPage = observer(function LandingPage() {
  const { auth } = useStores();
  const [exploring, setExploring] = useState(false);

  return (
    <>
      <section className="relative overflow-hidden bg-linear-to-b from-newBlue-50 via-white to-transparent dark:from-newBlue-950/60 dark:via-gray-950">
        <div className="mx-auto grid max-w-8xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="font-work text-sm font-medium tracking-widest text-newBlue-600 uppercase dark:text-sky-400">Credit analysis for Indian lenders</p>
            <h1 className="mt-3 font-playfair text-4xl leading-tight font-semibold text-ink-blue xs:text-5xl dark:text-white">
              See every borrower the way the credit committee will.
            </h1>
            <p className="mt-5 max-w-xl font-franklin text-lg text-gray-600 dark:text-gray-300">
              CreditGrid turns three financial statements into ratios, a working-capital and term-loan assessment and the key financial indicators, for up to
              eight companies side by side. Industry context and peer metrics come with every figure.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <button type="button" className={`${buttonPrimary} px-6 py-3 text-base`} onClick={() => setExploring(true)}>
                Explore Insights
              </button>
              {auth.isAuthenticated ? (
                <Link to={PATHS.home} className={`${buttonSecondary} px-6 py-3 text-base`}>
                  Go to your analyses
                </Link>
              ) : (
                <>
                  <Link to={PATHS.register} className={`${buttonSecondary} px-6 py-3 text-base`}>
                    Register free
                  </Link>
                  <Link
                    to={PATHS.login}
                    className="inline-flex items-center px-2 py-3 text-base font-semibold text-newBlue-700 hover:underline dark:text-sky-300"
                  >
                    Login →
                  </Link>
                </>
              )}
            </div>
            <p className="mt-4 text-sm text-gray-500 dark:text-gray-400">Figures in ₹, ₹ thousands, lakhs or crores. Exact to the paisa.</p>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section className="mx-auto max-w-8xl px-4 py-16 sm:px-6" aria-labelledby="pillars">
        <h2 id="pillars" className="font-playfair text-3xl font-semibold text-ink-blue dark:text-white">
          Context, not just calculations
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {PILLARS.map((p) => (
            <article key={p.title} className="border-l-3 border-newBlue-500 pl-5 dark:border-sky-500">
              <h3 className="font-franklin text-lg font-semibold">{p.title}</h3>
              <p className="mt-2 text-gray-600 dark:text-gray-300">{p.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="bg-white py-16 dark:bg-gray-900/40" aria-labelledby="models">
        <div className="mx-auto max-w-8xl px-4 sm:px-6">
          <h2 id="models" className="font-playfair text-3xl font-semibold text-ink-blue dark:text-white">
            Three models, one set of numbers
          </h2>
          <p className="mt-3 max-w-2xl text-gray-600 dark:text-gray-300">
            Each model reads the statements you have already entered, so a correction in the balance sheet reaches the valuation at once.
          </p>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {MODELS.map((m) => (
              <article key={m.title} className={`${card} flex flex-col p-6`}>
                <Icon>{m.icon}</Icon>
                <p className="mt-5 text-xs font-semibold tracking-wider text-violet-600 uppercase dark:text-violet-400">{m.tag}</p>
                <h3 className="mt-1 font-franklin text-xl font-semibold">{m.title}</h3>
                <p className="mt-3 text-gray-600 dark:text-gray-300">{m.body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-8xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-ink-blue px-8 py-10 text-white md:flex-row md:items-center md:justify-between dark:bg-newBlue-950">
          <div>
            <h2 className="font-playfair text-2xl font-semibold xs:text-3xl">Start with one company, or eight.</h2>
            <p className="mt-2 text-newBlue-100">Name them, pick the year and unit, and the statements are ready for your figures.</p>
          </div>
          <button type="button" className="rounded-lg bg-white px-6 py-3 font-semibold text-ink-blue hover:bg-newBlue-50" onClick={() => setExploring(true)}>
            Explore Insights
          </button>
        </div>
      </section>

      {exploring && (
        <Suspense fallback={null}>
          <ExploreInsightsModal onClose={() => setExploring(false)} />
        </Suspense>
      )}
    </>
  );
});
