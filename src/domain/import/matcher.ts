import { ratio } from 'fuzzball';
import { INPUT_SCREENS, inputRows } from '../model';
import type { Settings } from '../settings';
import { DEFAULT_SETTINGS } from '../settings';
import type { Section } from './dictionary';
import { LABEL_DICTIONARY, NOT_INPUT_LABELS, SECTION_HEADINGS, SPECIAL_LABELS, TOTAL_LABELS } from './dictionary';
import { normaliseLabel } from './normalise';

/**
 * The matcher of the import mapping (docs/import.md): a source label against the label dictionary, the
 * firm's synonyms and the rows the analyst accepted for this borrower before, giving a confidence 0–100 and a
 * band. Scores are fuzzball's `token_sort_ratio` on normalised labels (order-insensitive edit similarity;
 * measured against fuse.js in docs/benchmarks.md "Import mapping").
 */

/** How sure a proposal is: `auto` goes in unless the analyst changes it, `review` is shown for a decision, `manual` proposes nothing. */
export type Band = 'auto' | 'review' | 'manual';

/** The lowest confidence of the auto and of the review band (the analysis's settings `importAutoBand`, `importReviewBand`). */
export interface Bands {
  readonly auto: number;
  readonly review: number;
}

/** The bands an analysis's settings give; a review band above the auto band is taken as the auto band. */
export function bandsOf(settings: Pick<Settings, 'importAutoBand' | 'importReviewBand'>): Bands {
  return { auto: settings.importAutoBand, review: Math.min(settings.importReviewBand, settings.importAutoBand) };
}
export const DEFAULT_BANDS: Bands = bandsOf(DEFAULT_SETTINGS);

/** The band of a confidence. */
export function bandOf(confidence: number, bands: Bands): Band {
  return confidence >= bands.auto ? 'auto' : confidence >= bands.review ? 'review' : 'manual';
}

/** What a source line is: a row's figure, a consumption mapped through to purchases, a line only checked, or no figure to map. */
export type LineKind = 'row' | 'consumption' | 'inventoryChange' | 'heading' | 'total' | 'notInput' | 'unmatched';

/** The matcher's answer for one label: `row` ("<statement>.<inputKey>") only when `kind` is 'row'. */
export interface LabelMatch {
  readonly kind: LineKind;
  readonly row: string | null;
  readonly confidence: number;
  readonly reason: string;
  /** The section a heading opens. */
  readonly section?: Section;
  /** The dictionary label a total matched ("Profit before tax"), for checking it against the mapped figures. */
  readonly total?: string;
}

/** A row the analyst accepted for this borrower's label before (normalised label → row, date as YYYY-MM-DD). */
export interface Remembered {
  readonly row: string | null;
  readonly acceptedOn: string;
}

/** What the matcher knows about where a line stands and what was accepted before. */
export interface MatchContext {
  /** The section the last heading opened, or null. */
  readonly section: Section | null;
  /** Which statement the line's sheet or block holds, when known from its content. */
  readonly statement: 'opstmt' | 'balanceSheet' | null;
  /** This borrower's accepted mappings, by normalised label. */
  readonly remembered: ReadonlyMap<string, Remembered>;
  /** The firm's accepted synonyms: normalised label → row. */
  readonly synonyms: ReadonlyMap<string, string>;
}

type Target =
  | { kind: 'row'; row: string; section: Section; judgement: boolean; ofWhich?: string }
  | { kind: 'consumption' | 'inventoryChange' | 'total' | 'notInput' }
  | { kind: 'heading'; section: Section };

interface Candidate {
  readonly norm: string;
  /** `norm` with its words sorted: `ratio` of two sorted forms is fuzzball's `token_sort_ratio`, sorted once here. */
  readonly sorted: string;
  readonly label: string;
  readonly target: Target;
}

const targetKey = (t: Target): string => (t.kind === 'row' ? t.row : t.kind);
const sortedWords = (norm: string): string => norm.split(' ').sort().join(' ');
const candidate = (label: string, target: Target): Candidate => {
  const norm = normaliseLabel(label);
  return { norm, sorted: sortedWords(norm), label, target };
};

/** Each "of which" row's parent ("ocaocl.advancesFromCustomers" → "ocaocl.othersCurrentLiabilities") and label, from the catalogue. */
const OF_WHICH: ReadonlyMap<string, { readonly parent: string; readonly label: string }> = new Map(
  INPUT_SCREENS.flatMap((s) =>
    inputRows(s).flatMap((r) => (r.ofWhich === undefined ? [] : [[`${s}.${r.key}`, { parent: `${s}.${r.ofWhich}`, label: r.label }] as const])),
  ),
);

/** Every dictionary label, normalised once; a `wholly` label is its parent row's, filling the "of which" too. */
const FIGURE_CANDIDATES: readonly Candidate[] = [
  ...LABEL_DICTIONARY.flatMap((e) => [
    ...e.labels.map((l) => candidate(l, { kind: 'row', row: e.row, section: e.section, judgement: false })),
    ...(e.judgement ?? []).map((l) => candidate(l, { kind: 'row', row: e.row, section: e.section, judgement: true })),
    ...(e.wholly ?? []).map((l) => candidate(l, { kind: 'row', row: OF_WHICH.get(e.row)!.parent, section: e.section, judgement: false, ofWhich: e.row })),
  ]),
  ...SPECIAL_LABELS.consumptionRM.map((l) => candidate(l, { kind: 'consumption' })),
  ...SPECIAL_LABELS.changesInInventories.map((l) => candidate(l, { kind: 'inventoryChange' })),
  ...TOTAL_LABELS.map((l) => candidate(l, { kind: 'total' })),
  ...NOT_INPUT_LABELS.map((l) => candidate(l, { kind: 'notInput' })),
];
/** Normalised labels the dictionary gives to more than one row: only the line's place tells them apart. */
const SHARED: ReadonlySet<string> = (() => {
  const rows = new Map<string, Set<string>>();
  for (const c of FIGURE_CANDIDATES) {
    rows.set(c.norm, (rows.get(c.norm) ?? new Set()).add(targetKey(c.target)));
  }
  return new Set([...rows].filter(([, r]) => r.size > 1).map(([norm]) => norm));
})();
const HEADING_CANDIDATES: readonly Candidate[] = (Object.entries(SECTION_HEADINGS) as [Section, readonly string[]][]).flatMap(([section, labels]) =>
  labels.map((l) => candidate(l, { kind: 'heading', section })),
);

/**
 * Sections whose lines stand under one another's headings: closing stocks are Form II's and Form III's
 * inventory; Form II puts the stocks and the lines below the operating profit under "Cost of sales".
 */
const NEIGHBOURS: ReadonlySet<string> = new Set(
  [
    ['closing', 'currentAssets'],
    ['costs', 'opening'],
    ['costs', 'closing'],
    ['costs', 'belowLine'],
  ].flatMap(([a, b]) => [`${a} ${b}`, `${b} ${a}`]),
);
const SECTION_PENALTY = 12;
const STATEMENT_PENALTY = 15;
/** Two rows closer than this are a tie the analyst settles. */
const TIE_MARGIN = 5;

const statementOfRow = (row: string, section: Section): 'opstmt' | 'balanceSheet' | 'both' =>
  section === 'closing' ? 'both' : row.startsWith('opstmt.') ? 'opstmt' : 'balanceSheet';

/** The first three letters of each word: candidates sharing none with a label are not scored (they score 0). */
const prefixes = (norm: string): string[] => norm.split(' ').map((w) => w.slice(0, 3));
const BY_PREFIX: ReadonlyMap<string, readonly number[]> = (() => {
  const index = new Map<string, number[]>();
  FIGURE_CANDIDATES.forEach((c, i) => {
    for (const p of new Set(prefixes(c.norm))) {
      index.set(p, [...(index.get(p) ?? []), i]);
    }
  });
  return index;
})();

/** Raw similarity of a normalised label to every figure candidate, kept for the labels seen last (a source repeats them). */
const similarity = new Map<string, Uint8Array>();
const SIMILARITY_CACHE = 2000;

function similarities(norm: string): Uint8Array {
  let scores = similarity.get(norm);
  if (!scores) {
    const sorted = sortedWords(norm);
    scores = new Uint8Array(FIGURE_CANDIDATES.length);
    for (const i of new Set(prefixes(norm).flatMap((p) => BY_PREFIX.get(p) ?? []))) {
      const c = FIGURE_CANDIDATES[i]!;
      scores[i] = norm === c.norm ? 100 : ratio(sorted, c.sorted, { full_process: false });
    }
    if (similarity.size >= SIMILARITY_CACHE) {
      similarity.clear();
    }
    similarity.set(norm, scores);
  }
  return scores;
}

/** A candidate's score for a normalised label where the line stands, from its raw similarity. */
function scored(raw: number, c: Candidate, ctx: MatchContext): number {
  let score = raw;
  if (c.target.kind === 'row') {
    const { section } = c.target;
    if (ctx.section !== null && section !== ctx.section && !NEIGHBOURS.has(`${ctx.section} ${section}`)) {
      score -= SECTION_PENALTY;
    }
    const statement = statementOfRow(c.target.row, section);
    // A sheet may hold both statements (a bank's input sheet): an exact label of one row stands wherever it is.
    const exact = score === 100 && !SHARED.has(c.norm);
    if (ctx.statement !== null && statement !== 'both' && statement !== ctx.statement && !exact) {
      score -= STATEMENT_PENALTY;
    }
  }
  return Math.max(0, score);
}

/**
 * Matches one source label. A line without figures is a heading (it may open a section). A line with figures
 * is matched against the borrower's remembered labels first (confidence 100, "as accepted on <date>"), then
 * the firm's synonyms (100), then the dictionary: the best candidate's score, kept below the auto band when it
 * is a judgement head or when another row scores within 5 points (the analyst settles the tie).
 */
export function matchLabel(label: string, hasFigures: boolean, ctx: MatchContext, bands: Bands = DEFAULT_BANDS): LabelMatch {
  const norm = normaliseLabel(label);
  if (!hasFigures) {
    const best = bestOf(norm, HEADING_CANDIDATES, ctx);
    const opens = best && best.score >= bands.auto && best.candidate.target.kind === 'heading' ? best.candidate.target.section : undefined;
    return { kind: 'heading', row: null, confidence: 100, reason: 'heading: no figures', ...(opens ? { section: opens } : {}) };
  }
  if (norm === '') {
    return { kind: 'unmatched', row: null, confidence: 0, reason: 'no label' };
  }
  const remembered = ctx.remembered.get(norm);
  if (remembered) {
    return remembered.row === null
      ? { kind: 'unmatched', row: null, confidence: 100, reason: `skipped as accepted on ${remembered.acceptedOn}` }
      : { kind: 'row', row: remembered.row, confidence: 100, reason: `as accepted on ${remembered.acceptedOn}` };
  }
  const synonym = ctx.synonyms.get(norm);
  if (synonym) {
    return { kind: 'row', row: synonym, confidence: 100, reason: 'firm synonym' };
  }
  const ranked = rankedTargets(norm, ctx);
  const best = ranked[0];
  if (!best) {
    return { kind: 'unmatched', row: null, confidence: 0, reason: 'nothing alike in the dictionary' };
  }
  const { target, label: like } = best.candidate;
  const second = ranked[1];
  let confidence = best.score;
  let reason = best.score === 100 ? `dictionary: "${like}"` : `${best.score}% like "${like}"`;
  if (target.kind === 'row' && target.judgement && confidence >= bands.auto) {
    confidence = bands.auto - 1;
    reason += ' (a head usually split or placed by policy: check)';
  }
  if (second && best.score - second.score < TIE_MARGIN && confidence >= bands.auto) {
    confidence = bands.auto - 1;
    reason += `; also close to "${second.candidate.label}"`;
  }
  if (target.kind === 'row') {
    return bandOf(confidence, bands) === 'manual'
      ? { kind: 'unmatched', row: null, confidence, reason: `nearest: ${reason}` }
      : { kind: 'row', row: target.row, confidence, reason };
  }
  if (confidence < bands.review) {
    return { kind: 'unmatched', row: null, confidence, reason: `nearest: ${reason}` };
  }
  return { kind: target.kind === 'heading' ? 'heading' : target.kind, row: null, confidence, reason, ...(target.kind === 'total' ? { total: like } : {}) };
}

/**
 * The "of which" row a line mapped to `row` fills as well, when its label is surely (auto band) one of that
 * part's `wholly` labels: "Advances from customers" on other current liabilities → of which advances from
 * customers. Whatever placed the line on `row` (the dictionary, a remembered answer, the analyst's choice).
 */
export function ofWhichOf(label: string, row: string, bands: Bands = DEFAULT_BANDS): { readonly row: string; readonly label: string } | undefined {
  const raw = similarities(normaliseLabel(label));
  const target = FIGURE_CANDIDATES.find(
    (c, i) => c.target.kind === 'row' && c.target.row === row && c.target.ofWhich !== undefined && raw[i]! >= bands.auto,
  )?.target;
  return target?.kind === 'row' && target.ofWhich !== undefined ? { row: target.ofWhich, label: OF_WHICH.get(target.ofWhich)!.label } : undefined;
}

/** The best-scoring candidate of each distinct target, best first. */
function rankedTargets(norm: string, ctx: MatchContext): { candidate: Candidate; score: number }[] {
  const best = new Map<string, { candidate: Candidate; score: number }>();
  const raw = similarities(norm);
  FIGURE_CANDIDATES.forEach((c, i) => {
    const score = scored(raw[i]!, c, ctx);
    const key = targetKey(c.target);
    const seen = best.get(key);
    if (!seen || score > seen.score) {
      best.set(key, { candidate: c, score });
    }
  });
  // On equal scores a plain label outranks a judgement head.
  const judged = (x: Candidate) => (x.target.kind === 'row' && x.target.judgement ? 1 : 0);
  return [...best.values()].sort((a, b) => b.score - a.score || judged(a.candidate) - judged(b.candidate));
}

function bestOf(norm: string, candidates: readonly Candidate[], ctx: MatchContext): { candidate: Candidate; score: number } | undefined {
  let best: { candidate: Candidate; score: number } | undefined;
  const sorted = sortedWords(norm);
  for (const c of candidates) {
    const score = scored(norm === c.norm ? 100 : ratio(sorted, c.sorted, { full_process: false }), c, ctx);
    if (!best || score > best.score) {
      best = { candidate: c, score };
    }
  }
  return best;
}
