import { observer } from 'mobx-react-lite';
import type { ChartNotation } from '../../../domain/format';
import { useStores } from '../../stores/use-stores';

const NOTATIONS: readonly { value: ChartNotation; label: string; hint: string }[] = [
  { value: 'indian', label: '₹ L / Cr', hint: 'Lakhs and crores: ₹5.2 L, ₹67.4 Cr' },
  { value: 'international', label: '₹ K / M', hint: 'Thousands and millions: ₹520K, ₹674M' },
];

/** The charts' notation preference: Indian lakhs and crores, or en-US compact (kept by the UI store). */
export const NotationSwitch = observer(function NotationSwitch() {
  const { ui } = useStores();
  return (
    <div role="group" aria-label="Chart figures in" className="inline-flex shrink-0 rounded-lg border border-gray-300 p-0.5 text-sm dark:border-gray-700">
      {NOTATIONS.map((n) => (
        <button
          key={n.value}
          type="button"
          aria-pressed={ui.chartNotation === n.value}
          title={n.hint}
          onClick={() => ui.setChartNotation(n.value)}
          className={`rounded-md px-2.5 py-1 font-medium ${
            ui.chartNotation === n.value
              ? 'bg-violet-700 text-white dark:bg-violet-400 dark:text-gray-950'
              : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
          }`}
        >
          {n.label}
        </button>
      ))}
    </div>
  );
});
