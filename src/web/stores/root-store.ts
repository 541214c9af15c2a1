import { AuthStore } from './auth-store';
import { SessionStore } from './session-store';
import { UiStore } from './ui-store';

/**
 * The one store tree of the app (design.md §3), created once in main.tsx and shared by context. The
 * analysis store joins it lazily (`useAnalysis`), with the screens that need it.
 */
export class RootStore {
  readonly ui = new UiStore();
  readonly session = new SessionStore();
  readonly auth = new AuthStore(() => this.session.clear());

  /**
   * Start-up (spec §4): restores the signed-in user and rehydrates `root` before anything renders.
   * Rejects when rehydration times out.
   */
  async start(): Promise<void> {
    this.auth.restore();
    await this.session.rehydrate();
  }
}
