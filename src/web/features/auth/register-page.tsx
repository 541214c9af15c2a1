import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RegisterRequest } from '../../../contract';
import { buttonPrimary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import type { RegisterFieldErrors } from '../../stores/auth-store';
import { PATHS } from '../../lib/paths';
import { useStores } from '../../stores/use-stores';
import { AuthCard } from './auth-card';

const FIELDS: readonly { name: keyof RegisterRequest; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username', hint: 'Letters, digits and @ . + - _' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: 'At least 8 characters' },
  { name: 'password2', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

/** Registration (spec §2/§4): 201 goes to /login; the server's field errors show under the fields. */
export const RegisterPage = observer(function RegisterPage() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterRequest>({ email: '', username: '', password: '', password2: '' });
  const [errors, setErrors] = useState<RegisterFieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await auth.register({ ...form, email: form.email.trim(), username: form.username.trim() });
    setBusy(false);
    setErrors(result.fieldErrors);
    if (result.ok) {
      void navigate(PATHS.login, { flushSync: true });
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Analyse up to eight companies side by side, in the bank's CMA format."
      footer={
        <>
          Already registered?{' '}
          <Link to={PATHS.login} className="font-semibold text-newBlue-600 hover:underline dark:text-sky-400">
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300">
            {errors.form}
          </p>
        )}
        {FIELDS.map((f) => {
          const id = `register-${f.name}`;
          const error = errors[f.name];
          return (
            <div key={f.name}>
              <label htmlFor={id} className={fieldLabel}>
                {f.label}
              </label>
              <input
                id={id}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                className={fieldInput}
                value={form[f.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : f.hint ? `${id}-hint` : undefined}
                onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
              />
              {error ? (
                <p id={`${id}-error`} className={fieldError}>
                  {error.charAt(0).toUpperCase() + error.slice(1)}
                </p>
              ) : (
                f.hint && (
                  <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500 dark:text-gray-400">
                    {f.hint}
                  </p>
                )
              )}
            </div>
          );
        })}
        <button type="submit" className={`${buttonPrimary} w-full`} disabled={busy}>
          {busy ? 'Registering…' : 'Register'}
        </button>
      </form>
    </AuthCard>
  );
});
