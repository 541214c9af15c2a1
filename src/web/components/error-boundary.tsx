import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface Props {
  /** What the part shows, for the message ("the grid", "the charts"). */
  readonly what: string;
  readonly children: ReactNode;
  /** A crash is shown until this changes (the screen a kept component shows): another value mounts the part afresh. */
  readonly resetOn?: unknown;
}

interface State {
  readonly error: Error | null;
  /** Bumped by Reload, so the part mounts afresh. */
  readonly attempt: number;
}

/**
 * Keeps a crash in one part of a page (the grid, the charts) inside that part: the rest of the page
 * stays usable, and Reload mounts the part again from the stores (unsaved figures stay in them).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.what} failed`, error, info.componentStack);
  }

  private readonly reload = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override componentDidUpdate(before: Props): void {
    if (this.state.error && before.resetOn !== this.props.resetOn) {
      this.reload();
    }
  }

  override render() {
    const { error, attempt } = this.state;
    if (error) {
      return (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <p className="font-semibold">Something went wrong while showing {this.props.what}.</p>
          <p className="mt-1">The rest of the page still works.</p>
          <button
            type="button"
            onClick={this.reload}
            className="mt-3 rounded border border-current px-3 py-1 font-semibold hover:bg-black/5 dark:hover:bg-white/10"
          >
            Reload
          </button>
        </div>
      );
    }
    return (
      <div key={attempt} className="contents">
        {this.props.children}
      </div>
    );
  }
}
