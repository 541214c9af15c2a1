import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { MAX_PLACE, UDIN_PATTERN } from '../../../contract/sign-off';
import type { SignOff } from '../../../contract/sign-off';
import { buttonPrimary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { isApiError } from '../../lib/api-error';
import { messageOf } from '../../lib/errors';
import type { ReportStore } from './report-store';

/** What a save of a small form says: saving, saved, or why not. */
export type FormState = { saving: boolean; error: string | null; saved: boolean };
export const IDLE: FormState = { saving: false, error: null, saved: false };

/** The sentence of a failed write: a 409 asks for a reload, anything else says what the server said. */
export function failureOf(err: unknown, what: string): string {
  return isApiError(err, 'version_conflict')
    ? `This analysis was changed elsewhere since the report was opened, so the ${what} was not saved. Refresh the figures and try again.`
    : `The ${what} was not saved: ${messageOf(err)}`;
}

/**
 * The sign-off of this analysis (GET|PUT …/sign-off/): the UDIN the ICAI portal issued for this document, the place
 * and the date of signing, stored with the analysis and printed on the cover and the signature block. A UDIN not
 * shaped as one is refused here, before anything is sent.
 */
export const SignOffForm = observer(function SignOffForm({ store }: { store: ReportStore }) {
  const stored = store.model?.sign_off ?? {};
  const [udin, setUdin] = useState(stored.udin ?? '');
  const [place, setPlace] = useState(stored.place ?? '');
  const [signedOn, setSignedOn] = useState(stored.signed_on ?? '');
  const [state, setState] = useState<FormState>(IDLE);
  const next: SignOff = {
    ...(udin.trim() ? { udin: udin.trim().toUpperCase() } : {}),
    ...(place.trim() ? { place: place.trim() } : {}),
    ...(signedOn ? { signed_on: signedOn } : {}),
  };
  const dirty = JSON.stringify(next) !== JSON.stringify({ ...stored });
  const udinError =
    next.udin !== undefined && !UDIN_PATTERN.test(next.udin)
      ? 'A UDIN is 18 characters: 2 digits of the year, the 6-digit membership number, then 10 letters or digits.'
      : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (udinError) {
      setState({ saving: false, error: udinError, saved: false });
      return;
    }
    setState({ saving: true, error: null, saved: false });
    try {
      await store.saveSignOff(next);
      setState({ saving: false, error: null, saved: true });
    } catch (err) {
      setState({ saving: false, error: failureOf(err, 'sign-off'), saved: false });
    }
  };

  return (
    <form className="cg-no-print mt-4 grid gap-3 sm:grid-cols-4" onSubmit={(e) => void submit(e)} aria-label="Sign-off" noValidate>
      <div>
        <label htmlFor="report-udin" className={fieldLabel}>
          UDIN
        </label>
        <input
          id="report-udin"
          className={`${fieldInput} font-mono uppercase`}
          value={udin}
          maxLength={18}
          aria-invalid={udinError !== null && state.error !== null}
          onChange={(e) => setUdin(e.target.value.toUpperCase())}
          spellCheck={false}
        />
      </div>
      <div>
        <label htmlFor="report-place" className={fieldLabel}>
          Place
        </label>
        <input id="report-place" className={fieldInput} value={place} maxLength={MAX_PLACE} onChange={(e) => setPlace(e.target.value)} />
      </div>
      <div>
        <label htmlFor="report-signed-on" className={fieldLabel}>
          Date of signing
        </label>
        <input id="report-signed-on" type="date" className={fieldInput} value={signedOn} onChange={(e) => setSignedOn(e.target.value)} />
      </div>
      <div className="flex items-end gap-3">
        <button type="submit" className={buttonPrimary} disabled={state.saving || !dirty}>
          {state.saving ? 'Saving…' : 'Save sign-off'}
        </button>
        <p role="status" className="pb-2 text-sm text-gray-600 dark:text-gray-300">
          {state.saved && !dirty ? 'Saved with this analysis.' : ''}
        </p>
      </div>
      {state.error ? (
        <p role="alert" className={`${fieldError} sm:col-span-4`}>
          {state.error}
        </p>
      ) : null}
    </form>
  );
});
