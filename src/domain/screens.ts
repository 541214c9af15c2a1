import type { Screen } from './catalogue';
import { KEY_FINANCIAL_INDICATORS } from './assessment/kfi';
import { RATIOS } from './assessment/ratios';
import { WC_TL_ASSESSMENT } from './assessment/wctl';
import type { ScreenId } from './formula';
import { ASSETS_LIABILITIES } from './statements/assetnliabs';
import { OTHER_CURRENT_ASSETS_LIABILITIES } from './statements/ocaocl';
import { OPERATING_STATEMENT } from './statements/opstmt';

/** Every screen's catalogue by id. The single list of rows for grids, API, fixtures, xlsx and docs. */
export const SCREENS: Readonly<Record<ScreenId, Screen>> = {
  opstmt: OPERATING_STATEMENT,
  assetnliabs: ASSETS_LIABILITIES,
  ocaocl: OTHER_CURRENT_ASSETS_LIABILITIES,
  ratios: RATIOS,
  wctl: WC_TL_ASSESSMENT,
  kfi: KEY_FINANCIAL_INDICATORS,
};
