import type { Screen } from './catalogue';
import type { ScreenId } from './formula';
import { ASSETS_LIABILITIES } from './statements/assetnliabs';
import { OTHER_CURRENT_ASSETS_LIABILITIES } from './statements/ocaocl';
import { OPERATING_STATEMENT } from './statements/opstmt';

/** Every screen's catalogue by id. The single list of rows for grids, API, fixtures, xlsx and docs. */
export const SCREENS: Readonly<Record<ScreenId, Screen>> = {
  opstmt: OPERATING_STATEMENT,
  assetnliabs: ASSETS_LIABILITIES,
  ocaocl: OTHER_CURRENT_ASSETS_LIABILITIES,
  ratios: { id: 'ratios', title: 'Ratios', rows: [] },
  wctl: { id: 'wctl', title: 'WC / TL Assessment', rows: [] },
  kfi: { id: 'kfi', title: 'Key Financial Indicators', rows: [] },
};
