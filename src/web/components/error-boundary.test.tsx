import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

afterEach(cleanup);

it('keeps a crash inside its part, and Reload mounts the part again', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  function Part() {
    if (fail) {
      throw new Error('boom');
    }
    return <p>grid drawn</p>;
  }
  render(
    <>
      <p>toolbar</p>
      <ErrorBoundary what="the grid">
        <Part />
      </ErrorBoundary>
    </>,
  );
  expect(screen.getByRole('alert').textContent).toContain('Something went wrong while showing the grid.');
  expect(screen.getByText('toolbar')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(screen.getByText('grid drawn')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
