import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonPrimary, fieldInput, fieldLabel } from '../../components/ui';
import { PATHS } from '../../lib/paths';
import { useStores } from '../../stores/use-stores';
import { AuthCard } from './auth-card';

/** Login (spec §2/§4): on success the tokens are stored and the user lands on /home. */
export const LoginPage = observer(function LoginPage() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = await auth.login(username.trim(), password);
    setBusy(false);
    if (ok) {
      void navigate(PATHS.home, { flushSync: true });
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to continue your credit analyses."
      footer={
        <>
          New to CreditGrid?{' '}
          <Link to={PATHS.register} className="font-semibold text-newBlue-600 hover:underline dark:text-sky-400">
            Create an account
          </Link>
        </>
      }
    >
      {/* noValidate: spec §5 says an empty field sends nothing (a console note), not a browser bubble. */}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor="login-username" className={fieldLabel}>
            Username
          </label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            className={fieldInput}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="login-password" className={fieldLabel}>
            Password
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            className={fieldInput}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className={`${buttonPrimary} w-full`} disabled={busy}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
      </form>
    </AuthCard>
  );
});
