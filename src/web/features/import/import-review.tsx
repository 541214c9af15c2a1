// Over 300 lines: the review table, its row choices and its checks are one screen the analyst reads as one.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ImportAccept, ImportDraft, ImportLine, ImportProgress } from '../../../contract/imports';
import { formatAmount } from '../../../domain/format';
import { financialYearLabel } from '../../../domain/periods';
import { Modal } from '../../components/modal';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { messageOf } from '../../lib/errors';
import { notify } from '../../lib/notify';
import type { AnalysisStore } from '../analysis';
import { writeAsOneStep } from '../analysis';
import type { ImportSource } from './api';
import { acceptImport, checkImport, draftImport } from './api';
import { groupsOf } from './provenance-note';
import { PageCrop } from './page-crop';
import { rowLabel, searchRows } from './row-choices';

/** The analyst's decision on a line: a row, skip, or the proposal taken (`accepted`). */
type Decision = { readonly row: string } | { readonly skip: true } | { readonly accepted: true };

const WRITES = new Set(['row', 'consumption']);
const needsPerson = (l: ImportLine) => (WRITES.has(l.kind) || l.kind === 'unmatched' ? l.band !== 'auto' : false);

/** Where a line's figures go once the analyst's decisions are applied: a row, or nowhere. */
function targetOf(line: ImportLine, decision: Decision | undefined): string | null {
  if (decision && 'skip' in decision) {
    return null;
  }
  if (decision && 'row' in decision) {
    return decision.row;
  }
  return WRITES.has(line.kind) && line.band !== 'manual' ? line.row : null;
}

/** The accept's (and the check's) line choices from the analyst's decisions; a taken proposal needs none. */
function choicesOf(decisions: ReadonlyMap<string, Decision>): NonNullable<ImportAccept['lines']> {
  return [...decisions].flatMap(([id, d]): NonNullable<ImportAccept['lines']> => ('skip' in d ? [{ id, skip: true }] : 'row' in d ? [{ id, row: d.row }] : []));
}

interface Props {
  readonly store: AnalysisStore;
  readonly company: number;
  readonly source: ImportSource;
  readonly onClose: () => void;
}

/**
 * The import review (docs/import.md): every source line with its amounts by year, the proposed row, its
 * confidence, band and reason; totals on both sides and the checks. Keyboard-first: Tab goes through the
 * lines a person must decide (review and manual), Enter takes the proposal, Delete skips, typing searches a
 * row (↑/↓ and Enter pick it). Accept writes everything in one step (one transaction, one undo).
 */
export function ImportReview({ store, company, source, onClose }: Props) {
  const [draft, setDraft] = useState<ImportDraft | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [decisions, setDecisions] = useState<ReadonlyMap<string, Decision>>(new Map());
  const [search, setSearch] = useState<{ id: string; query: string; active: number } | null>(null);
  const [addPeriods, setAddPeriods] = useState(true);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(new Map());
  const overrides = useMemo(() => [...notes].filter(([, note]) => note.trim() !== '').map(([check, note]) => ({ check, note: note.trim() })), [notes]);
  const [shown, setShown] = useState<ImportLine | null>(null);
  // "Round to 2 decimals": figures the analysis's unit cannot hold exactly are rounded half-even, each line showing its rounding.
  const [round, setRound] = useState(false);
  const rowsRef = useRef(new Map<string, HTMLTableRowElement>());
  const acceptRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    // Closing the dialog while a PDF is read cancels the request, and with it the server's OCR.
    const cancel = new AbortController();
    draftImport(store.tokenId!, company, source, cancel.signal, (p) => live && setProgress(p)).then(
      (d) => live && setDraft(d),
      (err: unknown) => live && setFailure(messageOf(err)),
    );
    return () => {
      live = false;
      cancel.abort();
    };
  }, [store, company, source]);

  const years = useMemo(() => [...new Set(draft?.years.map((y) => y.year) ?? [])].sort((a, b) => a - b), [draft]);
  const toDecide = useMemo(() => (draft?.lines ?? []).filter(needsPerson), [draft]);
  // The first line that needs a person has the focus when the proposal arrives (the Accept button when none does).
  useEffect(() => {
    if (draft) {
      const first = toDecide[0];
      (first ? rowsRef.current.get(first.id) : acceptRef.current)?.focus();
    }
  }, [draft, toDecide]);
  const decide = useCallback(
    (line: ImportLine, decision: Decision) => {
      setDecisions((d) => new Map(d).set(line.id, decision));
      setSearch(null);
      const next = toDecide[toDecide.findIndex((l) => l.id === line.id) + 1];
      requestAnimationFrame(() => (next ? rowsRef.current.get(next.id) : acceptRef.current)?.focus());
    },
    [toDecide],
  );

  const onLineKey = (line: ImportLine) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget) {
      return;
    }
    if (e.key === 'Enter' && line.row !== null) {
      e.preventDefault();
      decide(line, { accepted: true });
    } else if (e.key === 'Delete') {
      e.preventDefault();
      decide(line, { skip: true });
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== ' ') {
      e.preventDefault();
      setSearch({ id: line.id, query: e.key, active: 0 });
    }
  };

  // The checks follow each decision: the server proposes again with the choices so far (nothing written).
  const [live, setLive] = useState<{ checks: ImportDraft['checks']; lines: ReadonlyMap<string, ImportLine> } | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (!draft || (decisions.size === 0 && overrides.length === 0 && !round)) {
      setLive(null);
      return;
    }
    let current = true;
    setChecking(true);
    const timer = setTimeout(() => {
      checkImport(store.tokenId!, draft.import_id, {
        lines: choicesOf(decisions),
        ...(overrides.length > 0 ? { overrides } : {}),
        ...(round ? { round: true as const } : {}),
      }).then(
        (d) => current && (setLive({ checks: d.checks, lines: new Map(d.lines.map((l) => [l.id, l])) }), setChecking(false)),
        (err: unknown) => current && (setFailure(messageOf(err)), setChecking(false)),
      );
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [store, draft, decisions, overrides, round]);
  const checks = live?.checks ?? draft?.checks ?? [];
  /** A line as the server last proposed it (its amounts rounded once the analyst asked). */
  const current = (line: ImportLine) => live?.lines.get(line.id) ?? line;

  const totals = useMemo(() => {
    const mapped = new Map<number, number>();
    const left = new Map<number, number>();
    for (const line of draft?.lines ?? []) {
      if (!(WRITES.has(line.kind) || line.kind === 'unmatched' || line.kind === 'skipped')) {
        continue;
      }
      const into = targetOf(line, decisions.get(line.id)) === null ? left : mapped;
      for (const [y, v] of Object.entries((live?.lines.get(line.id) ?? line).amounts)) {
        into.set(Number(y), (into.get(Number(y)) ?? 0) + v);
      }
    }
    return { mapped, left };
  }, [draft, decisions, live]);

  const accept = async () => {
    if (!draft) {
      return;
    }
    setBusy(true);
    const lines = choicesOf(decisions);
    try {
      const outcome = await writeAsOneStep(store, company, `Import of ${draft.source.name ?? 'a pasted block'}`, (version) =>
        acceptImport(
          store.tokenId!,
          draft.import_id,
          {
            lines,
            ...(addPeriods ? { add_periods: true as const } : {}),
            ...(overrides.length > 0 ? { overrides } : {}),
            ...(round ? { round: true as const } : {}),
          },
          version,
        ),
      );
      notify.success(`Imported ${draft.source.name ?? 'the pasted block'}: one step, Ctrl+Z takes it back.`);
      for (const n of outcome.notices ?? []) {
        notify.info(n.text);
      }
      onClose();
    } catch (err) {
      setFailure(messageOf(err));
      setBusy(false);
    }
  };

  const blocked = checks.some((c) => c.blocking && !c.ok && !(c.overridable && notes.get(c.name)?.trim()));
  const missingYears = checks.find((c) => c.name === 'periods' && !c.ok);
  const amount = (v: number | undefined) => (v === undefined ? '' : formatAmount(v, 'minus'));

  return (
    <Modal title={draft ? `Map ${draft.source.name ?? 'the pasted block'} to the statements` : 'Reading the source…'} onClose={onClose} size="max-w-6xl">
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
      {!draft && !failure && source.kind === 'file' && /\.pdf$/i.test(source.file.name) ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {progress ? (
            <progress className="mr-2 align-middle" aria-label="Reading the PDF" max={progress.pages} value={progress.page - 1} />
          ) : (
            <progress className="mr-2 align-middle" aria-label="Reading the PDF" />
          )}
          <span role="status">
            {progress
              ? `Reading page ${progress.page} of ${progress.pages}${progress.ocr ? ' (a scan: OCR, a few seconds)' : ''}. `
              : 'Reading the PDF; scanned pages are read by OCR, a few seconds each. '}
          </span>
          <button type="button" className="underline" onClick={onClose}>
            Cancel
          </button>
        </p>
      ) : null}
      {draft ? (
        <div className="text-sm">
          <p className="mb-2 text-gray-700 dark:text-gray-300">
            {draft.unit ? `Figures in ${draft.unit}, converted exactly to the analysis's unit. ` : "No unit named: read in the analysis's unit. "}
            {toDecide.length} lines need you: Tab to each, Enter takes the proposal, Delete skips it, typing searches a row.
          </p>
          <div className="max-h-[55vh] overflow-auto">
            <table className="w-full border-collapse" aria-label="Source lines and where they go">
              <thead className="sticky top-0 bg-white dark:bg-gray-900">
                <tr>
                  <th className="text-left">Source line</th>
                  {years.map((y) => (
                    <th key={y} className="text-right">
                      {financialYearLabel(y)}
                    </th>
                  ))}
                  <th className="text-left">Goes to</th>
                  <th className="text-right">Confidence</th>
                  <th className="text-left">Why</th>
                </tr>
              </thead>
              <tbody>
                {draft.lines.map((line) => {
                  const decision = decisions.get(line.id);
                  const target = targetOf(line, decision);
                  const person = needsPerson(line);
                  const { old, amounts, exact } = current(line);
                  return (
                    <tr
                      key={line.id}
                      ref={(el) => void (el ? rowsRef.current.set(line.id, el) : rowsRef.current.delete(line.id))}
                      tabIndex={person ? 0 : -1}
                      data-line={line.id}
                      data-band={line.band}
                      data-decided={decision ? 'yes' : 'no'}
                      onKeyDown={onLineKey(line)}
                      className={`border-t border-gray-100 focus:outline-2 focus:outline-newBlue-500 dark:border-gray-800 ${person && !decision ? 'bg-amber-50 dark:bg-amber-950/40' : ''}`}
                    >
                      <td className="pr-2">
                        {line.source.page === undefined ? (
                          line.label
                        ) : (
                          <button
                            type="button"
                            tabIndex={-1}
                            className="text-left underline decoration-dotted"
                            title={`Show it on page ${line.source.page}`}
                            onClick={() => setShown(line)}
                          >
                            {line.label}
                          </button>
                        )}
                        {line.source.ledger ? (
                          <span className="block text-xs text-gray-500" data-ledger-groups>
                            {groupsOf(line.source) || 'no group'}
                          </span>
                        ) : null}
                      </td>
                      {years.map((y) => (
                        <td key={y} className="text-right tabular-nums">
                          {old?.[y] !== undefined ? <span className="text-gray-500">{amount(old[y])} → </span> : null}
                          {amount(amounts[y])}
                          {exact?.[y] !== undefined ? (
                            <span className="block text-xs text-gray-500" data-rounding>
                              rounded from {exact[y]}
                            </span>
                          ) : null}
                        </td>
                      ))}
                      <td className="pl-2" data-target>
                        {search?.id === line.id ? (
                          <RowSearch
                            search={search}
                            onChange={setSearch}
                            onPick={(row) => decide(line, { row })}
                            onCancel={() => {
                              setSearch(null);
                              rowsRef.current.get(line.id)?.focus();
                            }}
                          />
                        ) : decision && 'skip' in decision ? (
                          'skipped'
                        ) : WRITES.has(line.kind) || decision ? (
                          rowLabel(target)
                        ) : line.kind === 'unmatched' ? (
                          '— (choose a row)'
                        ) : (
                          `(${line.kind})`
                        )}
                      </td>
                      <td className="text-right tabular-nums">
                        {WRITES.has(line.kind) || line.kind === 'unmatched' ? `${line.confidence}% ${line.band}` : ''}
                      </td>
                      <td className="pl-2 text-gray-600 dark:text-gray-400">{line.reason}</td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr className="border-t-2 font-semibold" data-total="mapped">
                  <td>Mapped</td>
                  {years.map((y) => (
                    <td key={y} className="text-right tabular-nums">
                      {amount(totals.mapped.get(y) ?? 0)}
                    </td>
                  ))}
                </tr>
                <tr data-total="left">
                  <td>Left out</td>
                  {years.map((y) => (
                    <td key={y} className="text-right tabular-nums">
                      {amount(totals.left.get(y) ?? 0)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
          {shown ? (
            <PageCrop
              tokenId={store.tokenId!}
              from={{ importId: draft.import_id }}
              source={{ ...shown.source, page: shown.source.page! }}
              label={shown.label}
              onClose={() => setShown(null)}
            />
          ) : null}
          <ul className="mt-3 space-y-0.5" aria-label="Checks" aria-busy={checking}>
            {checking ? <li className="text-gray-500">Checking again with your choices…</li> : null}
            {checks.map((c) => (
              <li key={c.name} className={c.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400'}>
                {c.ok ? '✓' : '✗'} {c.detail}
                {c.roundable && !c.ok ? (
                  <button type="button" className="ml-2 underline" disabled={round} onClick={() => setRound(true)}>
                    Round to 2 decimals
                  </button>
                ) : null}
                {c.overridable && !c.ok ? (
                  <label className="ml-2 inline-flex items-center gap-1 text-gray-700 dark:text-gray-300">
                    Override with a note:
                    <input
                      value={notes.get(c.name) ?? ''}
                      onChange={(e) => setNotes((n) => new Map(n).set(c.name, e.target.value))}
                      maxLength={1000}
                      aria-label={`Note overriding "${c.name}"`}
                      className="w-72 rounded border border-gray-300 px-1 dark:bg-gray-900"
                    />
                  </label>
                ) : null}
              </li>
            ))}
          </ul>
          {missingYears ? (
            <label className="mt-2 flex items-center gap-2">
              <input type="checkbox" checked={addPeriods} onChange={(e) => setAddPeriods(e.target.checked)} /> Add the source's missing years as periods
            </label>
          ) : null}
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={buttonSecondary} onClick={onClose}>
              Cancel
            </button>
            <button ref={acceptRef} type="button" className={buttonPrimary} disabled={busy || blocked} onClick={() => void accept()}>
              Accept the mapping
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

/** Type-to-search of a row: the matches under the field, ↑/↓ to move, Enter to pick, Esc to leave. */
function RowSearch({
  search,
  onChange,
  onPick,
  onCancel,
}: {
  search: { id: string; query: string; active: number };
  onChange: (s: { id: string; query: string; active: number }) => void;
  onPick: (row: string) => void;
  onCancel: () => void;
}) {
  const hits = searchRows(search.query).slice(0, 8);
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      onChange({ ...search, active: Math.max(0, Math.min(hits.length - 1, search.active + (e.key === 'ArrowDown' ? 1 : -1))) });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = hits[search.active];
      if (hit) {
        onPick(hit.row);
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    }
  };
  return (
    <div className="relative">
      <input
        autoFocus
        role="combobox"
        aria-label="Search a row"
        aria-expanded="true"
        aria-controls={`rows-${search.id}`}
        value={search.query}
        onChange={(e) => onChange({ ...search, query: e.target.value, active: 0 })}
        onKeyDown={onKey}
        className="w-64 rounded border border-gray-300 px-1 dark:bg-gray-900"
      />
      <ul id={`rows-${search.id}`} role="listbox" className="absolute z-10 w-80 rounded border bg-white shadow dark:bg-gray-900">
        {hits.map((h, i) => (
          <li
            key={h.row}
            role="option"
            aria-selected={i === search.active}
            className={i === search.active ? 'bg-newBlue-100 dark:bg-newBlue-900' : ''}
            onMouseDown={() => onPick(h.row)}
          >
            {h.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
