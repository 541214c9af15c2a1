import { CURRENT_RATIO_COLOURS, currentRatioBand, formatValue } from '../../../domain/format';
import type { CurrentRatioBand } from '../../../domain/format';
import type { CellTone, DisplayValue } from '../grid';

/** How long the Finish overlay stays up (spec §9). */
export const FINISH_OVERLAY_MS = 3000;

/** The MPBF row, shown "Nil" at zero (cma-domain §4 row 23). */
const NIL_WHEN_ZERO = new Set(['wctl.MPBF_Lower_of_I_or_II']);

/** Values as the screens show them: the domain format, and "Nil" for a zero MPBF. */
export const displayValue: DisplayValue = (row, value, negative, shift) =>
  value === 0 && NIL_WHEN_ZERO.has(row.id) ? 'Nil' : formatValue(value, row.def.unit, negative, shift);

const BANDS = Object.keys(CURRENT_RATIO_COLOURS) as CurrentRatioBand[];

/** The current ratio coloured with the spec §9 bands wherever it appears (ratios and KFI). */
export const currentRatioTone: CellTone = {
  classes: BANDS.map((b) => `cg-band-${b}`),
  of: (row, value) => {
    if (row.key !== 'current_ratio' || typeof value !== 'number') {
      return undefined;
    }
    const band = currentRatioBand(value);
    return band ? `cg-band-${band}` : undefined;
  },
};

/** The band colours as CSS variables for the grid's stylesheet, so they are defined once (format.ts). */
export const BAND_VARIABLES = Object.fromEntries(BANDS.map((b) => [`--cg-band-${b}`, CURRENT_RATIO_COLOURS[b]])) as Record<string, string>;
