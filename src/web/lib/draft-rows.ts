/**
 * One field of one row of a company's table of drafts (term loans, associate concerns) edited: the text replaces the
 * field and that field's error is cleared, leaving the row's other errors. `drafts[c][r]` and `errors[c][r]` are
 * company c's row r. Returns false, changing nothing, when there is no such row.
 */
export function editDraftRow<F extends string, D extends Record<F, string>>(
  drafts: D[][],
  errors: Partial<Record<F, string>>[][],
  at: { company: number; row: number },
  field: F,
  value: string,
): boolean {
  const rows = drafts[at.company];
  const draft = rows?.[at.row];
  if (!rows || !draft) {
    return false;
  }
  rows[at.row] = { ...draft, [field]: value };
  const rowErrors = errors[at.company]?.[at.row];
  if (rowErrors?.[field]) {
    errors[at.company]![at.row] = { ...rowErrors, [field]: undefined };
  }
  return true;
}
