import { FULL_SIZE_INPUTS, FULL_SIZE_PERIODS, FULL_SIZE_YEAR } from '../../../domain/full-size.fixture';
import { INPUT_SCREENS } from '../../../domain/model';
import { AnalysisDocument } from './analysis-document';

/** The full-size analysis (8 companies × 10 periods) in a document, as the grid holds it after a load (tests and benches). */
export function fullSizeDocument(): AnalysisDocument {
  const doc = new AnalysisDocument();
  doc.reset(FULL_SIZE_INPUTS.map((_, c) => `Company ${c + 1}`));
  doc.setPeriods(FULL_SIZE_PERIODS, FULL_SIZE_YEAR);
  doc.apply(
    FULL_SIZE_INPUTS.flatMap((byPeriod, company) =>
      byPeriod.flatMap((inputs, period) =>
        INPUT_SCREENS.flatMap((screen) => Object.entries(inputs[screen]).map(([key, value]) => ({ company, period, screen, key, value }))),
      ),
    ),
  );
  return doc;
}
