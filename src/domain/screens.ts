import type { Screen } from './catalogue';
import { KEY_FINANCIAL_INDICATORS } from './assessment/kfi';
import { RATIOS } from './assessment/ratios';
import { WC_TL_ASSESSMENT } from './assessment/wctl';
import { FUND_FLOW } from './assessment/fundflow';
import { TREND } from './assessment/trend';
import type { AnyScreenId, ScreenId } from './formula';
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

/** Every screen's catalogue, with the multi-period ones: the fund flow (cma-forms §4) and the growth trend. */
export const ALL_SCREENS: Readonly<Record<AnyScreenId, Screen<AnyScreenId>>> = { ...SCREENS, fundflow: FUND_FLOW, trend: TREND };
