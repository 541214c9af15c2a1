import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartCard } from './chart-card';
import { useChartTheme } from './use-chart-theme';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.classList.remove('dark');
});

function renderCard(fetchRows: (tokenId: number) => Promise<string[]>) {
  return render(
    <ChartCard title="PBDIT" tokenId={7} fetchRows={fetchRows} className="" minHeight={0}>
      {(rows) => <p>rows: {rows.join(', ')}</p>}
    </ChartCard>,
  );
}

describe('ChartCard', () => {
  it('shows Loading... until the fetch settles, then the chart content', async () => {
    let resolve: (rows: string[]) => void = () => undefined;
    const fetchRows = vi.fn(() => new Promise<string[]>((r) => (resolve = r)));
    renderCard(fetchRows);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(fetchRows).toHaveBeenCalledWith(7);
    await act(async () => resolve(['Alpha', 'Beta']));
    expect(screen.getByText('rows: Alpha, Beta')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it("logs a failure, shows a quiet Couldn't load, and Retry refetches", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchRows = vi.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(['Alpha']);
    renderCard(fetchRows);
    expect(await screen.findByText(/Couldn.t load:/)).toBeTruthy();
    expect(logged).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('rows: Alpha')).toBeTruthy();
    expect(fetchRows).toHaveBeenCalledTimes(2);
  });

  it('says so when the analysis has no companies', async () => {
    renderCard(() => Promise.resolve([]));
    expect(await screen.findByText('No companies in this analysis.')).toBeTruthy();
  });
});

function ThemeProbe() {
  return <p>theme: {useChartTheme()}</p>;
}

describe('useChartTheme', () => {
  it('follows the dark class on <html>', async () => {
    render(<ThemeProbe />);
    expect(screen.getByText('theme: light')).toBeTruthy();
    await act(async () => {
      document.documentElement.classList.add('dark');
      // MutationObserver callbacks run as microtasks.
      await Promise.resolve();
    });
    expect(screen.getByText('theme: dark')).toBeTruthy();
  });
});
