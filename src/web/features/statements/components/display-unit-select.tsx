import { observer } from 'mobx-react-lite';
import { UNIT_LABELS } from '../../../../contract/constants';
import type { AmountUnit } from '../../../../contract/constants';
import { displayChoices } from '../../../lib/display-units';
import { useStores } from '../../../stores/use-stores';

/**
 * The display unit of the open analysis (₹, ₹ lakhs, ₹ crores; ₹ thousands when entered in thousands):
 * how every amount on the analysis screens, the dashboard, the report and print is shown and typed.
 * What is stored never changes. The choice is remembered for the analysis in this browser.
 */
export const DisplayUnitSelect = observer(function DisplayUnitSelect() {
  const { session, ui } = useStores();
  const id = session.tokenId;
  if (id === null) {
    return null;
  }
  const { entered, shown } = ui.displayUnitsOf(id, session.unit);
  return (
    <label className="cg-no-print flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
      Show amounts in
      <select
        className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-newBlue-500 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
        value={shown}
        onChange={(e) => ui.setDisplayUnit(id, e.target.value as AmountUnit, entered)}
        data-testid="display-unit"
      >
        {displayChoices(entered).map((u) => (
          <option key={u} value={u}>
            {UNIT_LABELS[u]}
            {u === entered ? ' (as entered)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
});
