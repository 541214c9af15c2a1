import { Dec } from './money';
import type { InputScreenId } from './model';

/**
 * Detail lines: an input row opened into named lines ("Other income" → "Scrap sales", "Job work") whose exact
 * sum is the row's figure, as an analyst's schedule behind a line of the CMA. Per company and period, per input
 * row, an ordered list. A row with lines has no figure of its own: its figure is always their sum, so every
 * formula reads the sum and nothing else has to know about the lines.
 */

/** One named line under an input row, in the analysis's entry unit. */
export interface DetailLine {
  /** What the line is ("Scrap sales"); may be empty while being written. */
  readonly label: string;
  /** The line's amount, at most 2 decimals, in the entry unit. */
  readonly amount: number;
  /** The arithmetic the amount was typed as (`=1200+350`), kept only while it works out to `amount`. */
  readonly expression?: string;
}

/** The detail lines of one company in one period: per input statement, per input key, the lines in order. */
export type StatementDetails = Partial<Record<InputScreenId, Readonly<Record<string, readonly DetailLine[]>>>>;

/** At most this many lines under one row: a schedule, not a ledger. */
export const MAX_DETAIL_LINES = 50;
/** The longest line label (characters), as a form line prints it. */
export const MAX_DETAIL_LABEL_LENGTH = 80;

/**
 * The figure of a row with `lines`: their exact sum (decimal, so 0.1 + 0.2 is 0.3). Each amount has at most 2
 * decimals, so the sum has too and is a JS number exactly.
 */
export function detailSum(lines: readonly DetailLine[]): number {
  return lines.reduce((sum, line) => sum.plus(line.amount), new Dec(0)).toNumber();
}

/** The lines of (screen, key), or an empty list when the row has none. */
export function detailLinesOf(details: StatementDetails, screen: InputScreenId, key: string): readonly DetailLine[] {
  return details[screen]?.[key] ?? [];
}

/** Whether (screen, key) is a row opened into detail lines. */
export function hasDetailLines(details: StatementDetails, screen: InputScreenId, key: string): boolean {
  return detailLinesOf(details, screen, key).length > 0;
}

/** A copy of `details` with the lines of (screen, key) replaced; an empty list closes the row (its lines go). */
export function withDetailLines(details: StatementDetails, screen: InputScreenId, key: string, lines: readonly DetailLine[]): StatementDetails {
  const statement = { ...details[screen] };
  if (lines.length === 0) {
    delete statement[key];
  } else {
    statement[key] = lines;
  }
  return { ...details, [screen]: statement };
}

/** Every row with lines, as `[screen, key, lines]`. */
export function detailRows(details: StatementDetails): [InputScreenId, string, readonly DetailLine[]][] {
  return (Object.entries(details) as [InputScreenId, Record<string, readonly DetailLine[]>][]).flatMap(([screen, byKey]) =>
    Object.entries(byKey).map(([key, lines]): [InputScreenId, string, readonly DetailLine[]] => [screen, key, lines]),
  );
}

/**
 * The lines a row is opened into, from its current figure: the figure becomes the first line (labelled as the
 * row, so nothing changes until the analyst renames it) and an empty second line follows, ready to type.
 */
export function openedLines(rowLabel: string, figure: number): DetailLine[] {
  return [
    { label: rowLabel, amount: figure },
    { label: '', amount: 0 },
  ];
}

/** A label as kept: trimmed, blanks folded, one line. */
export function detailLabel(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/**
 * One line as a row of the statement grid: its label and which line of that label it is (0 for the first), so
 * two lines both labelled "Others" stay two rows. The grid lines the same slot up across its columns (companies,
 * or one company's years), as a schedule's rows line up across years in a spreadsheet.
 */
export interface LineSlot {
  readonly label: string;
  readonly occurrence: number;
}

/** The slot of each line of `lines`, in order. */
function slotsOf(lines: readonly DetailLine[]): LineSlot[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const occurrence = seen.get(l.label) ?? 0;
    seen.set(l.label, occurrence + 1);
    return { label: l.label, occurrence };
  });
}

/**
 * The grid rows of one input row's lines over several columns (each column's lines, `[]` where it has none):
 * every slot any column has, the first column's in its order, then each later column's new slots in theirs.
 */
export function alignedSlots(columns: readonly (readonly DetailLine[])[]): LineSlot[] {
  const all: LineSlot[] = [];
  const known = new Set<string>();
  for (const lines of columns) {
    for (const slot of slotsOf(lines)) {
      const id = `${slot.occurrence}\u0000${slot.label}`;
      if (!known.has(id)) {
        known.add(id);
        all.push(slot);
      }
    }
  }
  return all;
}

/** The position of `slot` in `lines`; -1 when they have no such line. */
export function slotIndex(lines: readonly DetailLine[], slot: LineSlot): number {
  return slotsOf(lines).findIndex((s) => s.label === slot.label && s.occurrence === slot.occurrence);
}

/**
 * `lines` with the amount of `slot` set (and the arithmetic it was entered as, or none), the line added at the end
 * when they have no such line. A row without lines is opened as the dialog opens it: a figure other than 0 becomes
 * the first line, labelled as the row, so entering a line never loses the figure the row had.
 */
export function withSlotAmount(
  lines: readonly DetailLine[],
  opening: { readonly rowLabel: string; readonly figure: number },
  slot: LineSlot,
  amount: number,
  expression = '',
): DetailLine[] {
  const base: DetailLine[] = lines.length > 0 ? [...lines] : opening.figure !== 0 ? [{ label: opening.rowLabel, amount: opening.figure }] : [];
  const line: DetailLine = { label: slot.label, amount, ...(expression ? { expression } : {}) };
  const at = slotIndex(base, slot);
  return at < 0 ? [...base, line] : base.map((l, i) => (i === at ? line : l));
}

/** The separator inside a {@link slotKey}, which no label or input key holds. */
const SLOT_SEPARATOR = '\u001f';

/** The key of one line slot under input row `key` (a grid row of its own): the row's key, then the slot. */
export const slotKey = (key: string, slot: LineSlot): string => `${key}${SLOT_SEPARATOR}${slot.occurrence}${SLOT_SEPARATOR}${slot.label}`;

/** The input row and slot a {@link slotKey} names; null for the key of a catalogue row. */
export function slotOfKey(key: string): { readonly key: string; readonly slot: LineSlot } | null {
  const [row, occurrence, ...label] = key.split(SLOT_SEPARATOR);
  return row === undefined || occurrence === undefined ? null : { key: row, slot: { label: label.join(SLOT_SEPARATOR), occurrence: Number(occurrence) } };
}
