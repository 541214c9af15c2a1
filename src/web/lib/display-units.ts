import { UNIT_EXPONENT, UNIT_LABELS, UNITS } from '../../contract/constants';
import type { AmountUnit } from '../../contract/constants';

/**
 * The two units of an analysis's amounts on screen: `entered`, the unit they are stored in (the
 * analysis's unit), and `shown`, the display unit the analyst reads and types them in.
 */
export interface DisplayUnits {
  readonly entered: AmountUnit;
  readonly shown: AmountUnit;
}

/**
 * The places of ten that take an amount from the entry unit to the display unit (a decimal shift,
 * exact): lakhs shown in crores is −2, lakhs shown in ₹ is +5, the same unit 0.
 */
export function displayShift(units: DisplayUnits | undefined): number {
  return units ? UNIT_EXPONENT[units.entered] - UNIT_EXPONENT[units.shown] : 0;
}

/** The header's words for the units: "Figures in ₹ lakhs", or both when they differ ("Entered in ₹ lakhs · shown in ₹ crores"). */
export function unitsCaption(units: DisplayUnits): string {
  return units.shown === units.entered
    ? `Figures in ${UNIT_LABELS[units.entered]}`
    : `Entered in ${UNIT_LABELS[units.entered]} · shown in ${UNIT_LABELS[units.shown]}`;
}

/** The units a display may take: ₹, lakhs and crores, and thousands for an analysis entered in thousands. */
export function displayChoices(entered: AmountUnit): AmountUnit[] {
  return UNITS.filter((u) => u !== 'thousands' || entered === 'thousands');
}

/**
 * What converting a figure from `from` to `to` does, as the analyst reads it: "× 1,00,000" (lakhs → ₹),
 * "÷ 100" (lakhs → crores). The factor is 10^(exponent of `from` − exponent of `to`).
 */
export function conversionOperation(from: AmountUnit, to: AmountUnit): string {
  const shift = UNIT_EXPONENT[from] - UNIT_EXPONENT[to];
  const power = (10 ** Math.abs(shift)).toLocaleString('en-IN');
  return shift >= 0 ? `× ${power}` : `÷ ${power}`;
}
