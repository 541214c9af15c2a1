import { makeObservable, observableRef, runInAction } from 'mobx';
import { AuthStore } from './auth-store';
import { SessionStore } from './session-store';
import { UiStore } from './ui-store';

/**
 * What the root needs of the open analysis's store. The store itself (figures, undo, load and save) is the
 * analysis feature's, in the lazily loaded screens chunk with the domain it computes with, so the landing page
 * never downloads it (design.md §7): the root knows it only by this shape.
 */
export interface OpenAnalysis {
  /** True when the server has every edit. */
  readonly isSaved: boolean;
  /** Sends the unsaved edits; resolves once the save has settled (a failed one too), its outcome announced. */
  flush(): Promise<void>;
  /** Stops following the session: its reactions, the idle save and the `pagehide` save. */
  dispose(): void;
}

/** Makes the open analysis's store for `root`, loading its code first (main.tsx passes a dynamic import). */
export type OpenAnalysisFactory = (root: RootStore) => Promise<OpenAnalysis>;

const noAnalysis: OpenAnalysisFactory = () => Promise.reject(new Error('This root store was made without an analysis factory'));

/**
 * The one store tree of the app (design.md §3), created once in main.tsx and shared by context. The
 * analysis store joins it on first use ({@link openAnalysis}) and leaves it on sign-out: one lifecycle,
 * nothing held at module level.
 */
export class RootStore {
  readonly ui = new UiStore();
  readonly session = new SessionStore();
  readonly auth = new AuthStore(() => this.closeAnalysis());
  /** The open analysis's store once a screen has asked for it; null before that and after sign-out. */
  analysis: OpenAnalysis | null = null;
  private opening: Promise<OpenAnalysis> | null = null;

  /** @param createAnalysis makes the analysis store; a root without one (a test of other stores) refuses to open it. */
  constructor(private readonly createAnalysis: OpenAnalysisFactory = noAnalysis) {
    makeObservable(this, { analysis: observableRef });
  }

  /**
   * Start-up (spec §4): restores the signed-in user and rehydrates `root` before anything renders.
   * Rejects when rehydration times out.
   */
  async start(): Promise<void> {
    this.auth.restore();
    await this.session.rehydrate();
  }

  /**
   * The open analysis's store, made the first time it is asked for; every later call (until sign-out)
   * answers the same store. A factory that fails (its chunk did not load) is tried again on the next call.
   */
  openAnalysis(): Promise<OpenAnalysis> {
    if (!this.opening) {
      const opening: Promise<OpenAnalysis> = this.createAnalysis(this).then(
        (store) => {
          if (this.opening === opening) {
            runInAction(() => (this.analysis = store));
          } else {
            store.dispose(); // signed out while its code was loading
          }
          return store;
        },
        (err: unknown) => {
          if (this.opening === opening) {
            this.opening = null;
          }
          throw err;
        },
      );
      this.opening = opening;
    }
    return this.opening;
  }

  /** True when the open analysis holds edits the server does not have (after {@link flushEdits}: a save failed). */
  get hasUnsavedEdits(): boolean {
    return this.analysis !== null && !this.analysis.isSaved;
  }

  /**
   * Sends the open analysis's unsaved edits and waits for the save (failed or not): a page that reads figures
   * back from the server (the dashboard, the report) or rewrites them (a unit conversion) runs after it.
   */
  flushEdits(): Promise<void> {
    return this.analysis?.flush() ?? Promise.resolve();
  }

  /** Signs out: saves what was typed first, while the session still may, then revokes it (spec §4). */
  async logout(): Promise<void> {
    await this.flushEdits();
    await this.auth.logout();
  }

  /** Sign-out, or a session that expired: the analysis store goes, and the open analysis with it. */
  private closeAnalysis(): void {
    const store = this.analysis;
    this.opening = null;
    runInAction(() => (this.analysis = null));
    store?.dispose();
    this.session.clear();
  }
}
