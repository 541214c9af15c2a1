import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../contract/analysis';
import { PERIODS, Y1, Y2, Y3 } from '../domain/assessment/three-years.fixture';
import { DEFAULT_SETTINGS, SETTING_GROUPS, SETTINGS_CATALOGUE } from '../domain/settings';
import type { Settings, SettingSpec } from '../domain/settings';
import { assumptionsOf } from './report';
import type { AnalysisDocument } from './report';
import { ASSUMPTIONS_SHEET, assumptionRow, workbookOf } from './xlsx';

/**
 * Adding a setting is one entry in the catalogue: every consumer walks the catalogue, so each entry (a new
 * one included) has its default, its validation, its line in the report's assumptions and its own cell on
 * the xlsx Assumptions sheet. The panel and the undo labels read the same entries (analysis-store tests).
 */

/** Each setting moved off its default: a number to another value in range, a choice to another option, a flag flipped. */
const CHANGED = Object.fromEntries(
  SETTINGS_CATALOGUE.map((spec: SettingSpec) => {
    if (spec.kind === 'number') {
      return [spec.key, spec.default === spec.max ? spec.min : Math.min(spec.max, spec.default + 2)];
    }
    return [spec.key, spec.kind === 'boolean' ? !spec.default : spec.options.find((o) => o.value !== spec.default)!.value];
  }),
) as unknown as Settings;

const doc = (settings: Settings): AnalysisDocument => ({
  id: 1,
  name: 'Settings',
  version: 1,
  unit: 'lakhs',
  settings,
  inputs: { periods: PERIODS, assessmentYear: 2025, companies: [[Y1, Y2, Y3]] },
  companies: [{ name: 'Company A', limits: [] }],
});

describe('the settings catalogue drives every place a setting appears', () => {
  it('gives each entry a default, and every key of the defaults is an entry', () => {
    expect(Object.keys(DEFAULT_SETTINGS)).toEqual(SETTINGS_CATALOGUE.map((s) => s.key));
    for (const spec of SETTINGS_CATALOGUE) {
      expect(DEFAULT_SETTINGS[spec.key], spec.key).toBe(spec.default);
    }
  });

  it('validates each entry by its range or its choices on the wire', () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(settingsSchema.parse(CHANGED)).toEqual(CHANGED);
    for (const spec of SETTINGS_CATALOGUE as readonly SettingSpec[]) {
      const bad = spec.kind === 'number' ? [spec.min - 1, spec.max + 1, '5'] : spec.kind === 'boolean' ? ['yes', 1] : ['bogus', 1];
      for (const value of bad) {
        expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, [spec.key]: value }).success, `${spec.key} = ${String(value)}`).toBe(false);
      }
    }
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, notASetting: 1 }).success).toBe(false);
  });

  it("prints each entry in the report's assumptions, with the value in effect", () => {
    const lines = assumptionsOf(doc(CHANGED));
    for (const spec of SETTINGS_CATALOGUE) {
      const own = lines.find((l) => l.label === spec.label);
      const grouped = lines.find((l) => l.label.startsWith(`${SETTING_GROUPS[spec.group].title}:`) && l.label.includes(spec.shortLabel));
      expect(SETTING_GROUPS[spec.group].oneLine ? grouped : own, spec.key).toBeDefined();
    }
    expect(lines).toContainEqual({ label: 'Drawing power: margin on stock', value: '27%' });
    expect(lines).toContainEqual({ label: 'Drawing-power method', value: 'Strict (margins first, then creditors deducted)' });
    expect(lines).toContainEqual({ label: 'DSCR over the tenor leaves out the moratorium years', value: 'yes' });
    // One line per group: TOL/TNW 3 + 2, current ratio 1.33 + 2 = 3.33, receivables and creditors 3 + 2.
    expect(lines.find((l) => l.label.startsWith("Banker's flags:"))!.value).toBe('5 · 3.33 · 5 · 5');
    expect(assumptionsOf(doc(DEFAULT_SETTINGS)).find((l) => l.label.startsWith('Form IV holding norms'))!.value).toBe('none set');
    expect(lines.at(-1)!.label).toBe('Assessment year');
  });

  it('gives each entry its own cell on the xlsx Assumptions sheet, whatever the order of the catalogue', () => {
    const sheet = workbookOf(doc(CHANGED)).getWorksheet(ASSUMPTIONS_SHEET)!;
    const rows = new Set<number>();
    for (const spec of SETTINGS_CATALOGUE as readonly SettingSpec[]) {
      const row = assumptionRow(spec.key as keyof Settings);
      rows.add(row);
      expect(sheet.getCell(`A${row}`).value, spec.key).toBe(spec.label);
      const value = CHANGED[spec.key as keyof Settings];
      const expected = spec.kind === 'number' && spec.unit === '%' ? (value as number) / 100 : value;
      expect(sheet.getCell(`B${row}`).value, spec.key).toBe(expected);
    }
    expect(rows.size).toBe(SETTINGS_CATALOGUE.length);
  });
});
