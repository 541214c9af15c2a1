import { observer } from 'mobx-react-lite';
import { UNIT_LABELS } from '../../../../contract/constants';
import type { AmountUnit } from '../../../../contract/constants';
import { displayChoices } from '../../../lib/display-units';
import { useStores } from '../../../stores/use-stores';

/**
 * The display unit of the open analysis (₹, ₹ lakhs, ₹ crores; ₹ thousands when entered in thousands):
 * how every amount on the analysis screens, the dashboard, the report and print is shown and typed.
 * What is stored never changes. The choice is remembered for the analysis in this browser. It sits in the
 * period strip's toolbar, so Tab still reaches the grid in three presses.
 */
export const DisplayUnitSelect = observer(function DisplayUnitSelect({ selectClass }: { selectClass: string }) {
  const { session, ui } = useStores();
  const id = session.tokenId;
  if (id === null) {
    return null;
  }
  const { entered, shown } = ui.displayUnitsOf(id, session.unit);
  return (
    <label className="flex items-center gap-1.5 text-sm text-gray-700 sm:ml-auto dark:text-gray-300">
      Show amounts in
      <select
        className={selectClass}
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
