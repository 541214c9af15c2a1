import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { UNIT_LABELS } from '../../../../contract/constants';
import type { AmountUnit } from '../../../../contract/constants';
import { displayChoices } from '../../../lib/display-units';
import { useStores } from '../../../stores/use-stores';
import { EntryUnitDialog } from '../../home';

/**
 * The units of the open analysis, in the period strip's toolbar (so Tab still reaches the grid in three
 * presses):
 * - the display unit (₹, ₹ lakhs, ₹ crores; ₹ thousands when entered in thousands): how every amount on the
 *   analysis screens, the dashboard, the report and print is shown and typed. What is stored never changes.
 *   The choice is remembered for the analysis in this browser.
 * - "Change entry unit…": the unit the figures are stored in, converted or relabelled ({@link EntryUnitDialog}).
 */
export const UnitControls = observer(function UnitControls({ selectClass, buttonClass }: { selectClass: string; buttonClass: string }) {
  const { session, ui } = useStores();
  const [changing, setChanging] = useState(false);
  const id = session.tokenId;
  const unit = session.unit;
  if (id === null || unit === null) {
    return null; // no unit to offer choices from until the server has said it
  }
  const { entered, shown } = ui.displayUnitsOf(id, unit);
  return (
    <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
      <label className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
        Show amounts in
        <select className={selectClass} value={shown} onChange={(e) => ui.setDisplayUnit(id, e.target.value as AmountUnit, entered)} data-testid="display-unit">
          {displayChoices(entered).map((u) => (
            <option key={u} value={u}>
              {UNIT_LABELS[u]}
              {u === entered ? ' (as entered)' : ''}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={buttonClass} onClick={() => setChanging(true)} title={`The figures are stored in ${UNIT_LABELS[entered]}`}>
        Change entry unit…
      </button>
      {changing ? (
        <EntryUnitDialog analysis={{ id, name: session.analysisName, unit }} onClose={() => setChanging(false)} onChanged={() => setChanging(false)} />
      ) : null}
    </div>
  );
});
