import { z } from 'zod';
import type { MetricId } from '../domain/formula';
import { BLOCK_ROWS, PROJECTION_METHODS } from '../domain/projections/drivers';
import type { CompanyDrivers, Driver } from '../domain/projections/drivers';
import type { AssetBlock } from '../domain/projections/fixed-assets';
import { amountSchema } from './amounts';
import { MAX_COMPANIES } from './constants';

/**
 * Projections on the wire (docs/api.md "Projections"): per company, per projected year, per input id
 * (`opstmt.salesDomestic`), a method and, where it takes one, a value. Whether a method fits a row and a
 * period is checked by the route (400 naming the cell's path), since it depends on the period's kind.
 */
export const driverSchema = z.object({ method: z.enum(PROJECTION_METHODS), value: z.number().optional() }).strict();
export type WireDriver = z.infer<typeof driverSchema>;

const yearKey = z.string().regex(/^\d{4}$/, 'a year must be four digits');
const cellKey = z.string().regex(/^(opstmt|assetnliabs|ocaocl)\.[A-Za-z0-9_]+$/, 'an input id such as opstmt.salesDomestic');

/** One company's drivers: `{"2027": {"opstmt.salesDomestic": {method, value?}}}`. */
export const companyDriversSchema = z.record(yearKey, z.record(cellKey, driverSchema));
export type WireCompanyDrivers = z.infer<typeof companyDriversSchema>;

const position = z
  .number()
  .int()
  .min(0)
  .max(MAX_COMPANIES - 1);

/**
 * GET|PUT /api/analyses/{id}/projections/. The PUT patches cell by cell: a listed cell takes the method
 * given (`{method: "typed"}` clears its driver), every other cell keeps its own.
 */
export const analysisProjections = z.object({ companies: z.array(z.object({ position, by_year: companyDriversSchema }).strict()).max(MAX_COMPANIES) }).strict();
export type AnalysisProjections = z.infer<typeof analysisProjections>;

const monthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month "YYYY-MM"');

/** One block of a company's fixed-asset schedule on the wire. */
export const assetBlockSchema = z
  .object({
    row: z.enum(BLOCK_ROWS),
    method: z.enum(['slm', 'wdv']),
    rate_pct: z.number().min(0).max(100),
    opening_accumulated_depreciation: amountSchema.optional(),
    additions: z
      .array(
        z
          .object({
            year: z.number().int().min(1900).max(2999),
            amount: amountSchema.refine((n) => n > 0, 'must be more than 0'),
            put_to_use: monthText,
          })
          .strict(),
      )
      .max(40),
  })
  .strict();
export type WireAssetBlock = z.infer<typeof assetBlockSchema>;

/** GET|PUT /api/analyses/{id}/fixed-assets/: a listed company's blocks replace its schedule. */
export const analysisFixedAssets = z
  .object({
    companies: z
      .array(
        z
          .object({ position, blocks: z.array(assetBlockSchema).max(3) })
          .strict()
          .superRefine((c, ctx) => {
            const rows = c.blocks.map((b) => b.row);
            rows.forEach((row, i) => {
              if (rows.indexOf(row) !== i) {
                ctx.addIssue({ code: 'custom', path: ['blocks', i, 'row'], message: `${row} has a block already` });
              }
            });
          }),
      )
      .max(MAX_COMPANIES),
  })
  .strict();
export type AnalysisFixedAssets = z.infer<typeof analysisFixedAssets>;

/** A wire block as the domain takes it. */
export function assetBlockOf(w: WireAssetBlock): AssetBlock {
  return {
    row: w.row,
    method: w.method,
    ratePct: w.rate_pct,
    openingAccumulatedDepreciation: w.opening_accumulated_depreciation ?? 0,
    additions: w.additions.map((a) => ({ year: a.year, amount: a.amount, putToUse: a.put_to_use })),
  };
}

/** A company's stored drivers as the domain takes them (the wire keys are the domain's ids). */
export function companyDriversOf(w: WireCompanyDrivers): CompanyDrivers {
  return w as Readonly<Record<string, Readonly<Partial<Record<MetricId, Driver>>>>>;
}
