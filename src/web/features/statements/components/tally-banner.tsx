import { observer } from 'mobx-react-lite';
import { formatAmount } from '../../../../domain/format';
import { fiscalYear } from '../../../lib/fiscal-year';
import type { AnalysisStore } from '../../analysis';

/**
 * On /asset: one clear line per column on screen whose balance sheet does not tally, with the amount
 * (cma-domain Q7) in the display unit (`unitWord`, `shift`), so a typo is caught before the ratios are read.
 * It reads the columns the grid shows (each company in the period on screen, or one company's years),
 * never a default period: a banner watching the oldest year would stay quiet about the year being keyed.
 */
export const TallyBanner = observer(function TallyBanner({ store, unitWord, shift }: { store: AnalysisStore; unitWord: string; shift: number }) {
  const years = store.view.layout === 'years';
  const untallied = store.view.columns.flatMap((column) => {
    const difference = store.plainAt(column, 'assetnliabs.differenceIfAny');
    const company = store.companyNames[column.company] ?? `Company ${column.company + 1}`;
    const period = store.periods[column.period];
    const name = years && period ? `${company} (${fiscalYear(period)})` : company;
    return store.plainAt(column, 'assetnliabs.wheatherAssetsLiabTallied') === false && typeof difference === 'number' ? [{ name, difference }] : [];
  });
  if (untallied.length === 0) {
    return null;
  }
  return (
    <div
      role="alert"
      className="mb-3 rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {untallied.map(({ name, difference }) => (
        <p key={name}>
          Balance sheet does not tally for <strong>{name}</strong> by ₹{formatAmount(Math.abs(difference), 'minus', shift)}
          {unitWord ? ` ${unitWord}` : ''}: total assets are {difference > 0 ? 'higher' : 'lower'} than total liabilities.
        </p>
      ))}
    </div>
  );
});
