import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Splash } from '../components/splash';
import { Toaster } from '../lib/toaster';
import type { RootStore } from '../stores/root-store';
import { StoresContext } from '../stores/use-stores';
import { createAppRouter } from './router';

type Boot = { state: 'checking' } | { state: 'ready' } | { state: 'failed'; error: string };

/**
 * Restores the session and rehydrates `root` first (spec §4), showing only a splash until then,
 * and an error if rehydration times out (spec §8/§9).
 */
export const App = observer(function App({ store }: { store: RootStore }) {
  const [boot, setBoot] = useState<Boot>({ state: 'checking' });
  const router = useMemo(() => (boot.state === 'ready' ? createAppRouter(store) : null), [boot.state, store]);

  useEffect(() => {
    store.start().then(
      () => setBoot({ state: 'ready' }),
      (err: unknown) => {
        console.error(err);
        setBoot({ state: 'failed', error: err instanceof Error ? err.message : String(err) });
      },
    );
  }, [store]);

  return (
    <StoresContext.Provider value={store}>
      {router ? <RouterProvider router={router} /> : <Splash error={boot.state === 'failed' ? boot.error : undefined} />}
      <Toaster theme={store.ui.theme} />
    </StoresContext.Provider>
  );
});
