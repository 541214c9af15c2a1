import { assetBlockSchema } from '../../../contract/projections';
import type { WireAssetBlock } from '../../../contract/projections';
import type { BlockRow } from '../../../domain/projections/drivers';
import type { AssetBlock, DepreciationMethod } from '../../../domain/projections/fixed-assets';
import { scheduleIIRatePct } from '../../../domain/projections/fixed-assets';
import { issuesOf } from '../../lib/errors';
import { parseAmount } from '../../lib/parse-amount';

/** A capex addition as typed: the year it is spent in, its amount, and the month it is put to use ("YYYY-MM"). */
export interface AdditionDraft {
  readonly year: string;
  readonly amount: string;
  readonly put_to_use: string;
}

/** A fixed-asset block as typed (selects hold their wire value). */
export interface BlockDraft {
  readonly row: BlockRow;
  readonly method: DepreciationMethod;
  readonly rate_pct: string;
  readonly opening_accumulated_depreciation: string;
  readonly additions: readonly AdditionDraft[];
}

/** A stored block as the editor starts from it. */
export function draftOf(block: AssetBlock): BlockDraft {
  return {
    row: block.row,
    method: block.method,
    rate_pct: String(block.ratePct),
    opening_accumulated_depreciation: block.openingAccumulatedDepreciation === 0 ? '' : String(block.openingAccumulatedDepreciation),
    additions: block.additions.map((a) => ({ year: String(a.year), amount: String(a.amount), put_to_use: a.putToUse })),
  };
}

/** A new block on `row`: WDV (what the Income-tax Act and most CMAs use) at its Schedule II rate. */
export function newBlock(row: BlockRow): BlockDraft {
  return { row, method: 'wdv', rate_pct: String(scheduleIIRatePct(row, 'wdv')), opening_accumulated_depreciation: '', additions: [] };
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const numberOf = (text: string): number | string => (NUMBER.test(text.trim()) ? Number(text.trim()) : text);
const amountOf = (text: string): number | string => {
  const parsed = parseAmount(text, { allowNegative: false });
  return parsed.kind === 'value' ? parsed.value : parsed.kind === 'empty' ? '' : text;
};

/**
 * A company's block drafts checked against the contract's block schema, the rules the server applies: the
 * blocks to send, or per block the first reason one cannot be saved (with the field's path). Amounts are read
 * with the amount parser (Indian grouping, ₹); an empty opening accumulated depreciation is 0.
 */
export function parseBlocks(drafts: readonly BlockDraft[]): { ok: true; blocks: WireAssetBlock[] } | { ok: false; errors: (string | undefined)[] } {
  const blocks: WireAssetBlock[] = [];
  const errors = drafts.map((d) => {
    const opening = d.opening_accumulated_depreciation.trim();
    const parsed = assetBlockSchema.safeParse({
      row: d.row,
      method: d.method,
      rate_pct: numberOf(d.rate_pct),
      ...(opening === '' ? {} : { opening_accumulated_depreciation: amountOf(opening) }),
      additions: d.additions.map((a) => ({ year: numberOf(a.year), amount: amountOf(a.amount), put_to_use: a.put_to_use })),
    });
    if (parsed.success) {
      blocks.push(parsed.data);
      return undefined;
    }
    const issue = issuesOf(parsed.error.issues)[0];
    return issue ? `${issue.path.join(' ')}: ${issue.message}` : 'cannot be read';
  });
  return errors.every((e) => e === undefined) ? { ok: true, blocks } : { ok: false, errors };
}
