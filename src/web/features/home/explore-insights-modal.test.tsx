import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { RootStore } from '../../stores/root-store';
import { StoresContext } from '../../stores/use-stores';
import { ExploreInsightsModal } from './explore-insights-modal';

vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// Only the HTTP client is mocked (style.md P14): the feature's api functions and the stores run for real.
vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

const post = vi.mocked(api.post);
const get = vi.mocked(api.get);

/** An unsigned JWT with `claims`: the client only decodes, the server verifies. */
function jwt(claims: object): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.sig`;
}

function renderModal() {
  const store = new RootStore();
  store.auth.restore();
  const onClose = vi.fn();
  render(
    <StoresContext.Provider value={store}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ExploreInsightsModal onClose={onClose} />} />
          <Route path="/opstmt" element={<p>opstmt screen</p>} />
        </Routes>
      </MemoryRouter>
    </StoresContext.Provider>,
  );
  return { store, onClose };
}

function fill(count: number, year: string) {
  fireEvent.change(screen.getByLabelText('Number of companies'), { target: { value: String(count) } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: year } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('ExploreInsightsModal', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });
  afterEach(cleanup);

  it('offers 0..8 companies with 0 labelled "Select", and one name field per company', () => {
    renderModal();
    const options = [...screen.getByLabelText<HTMLSelectElement>('Number of companies').options].map((o) => o.textContent);
    expect(options).toEqual(['Select', '1', '2', '3', '4', '5', '6', '7', '8']);
    fill(3, '');
    expect(screen.getByPlaceholderText('Company 1 Name')).toBeTruthy();
    expect(screen.getByPlaceholderText('Company 3 Name')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Company 4 Name')).toBeNull();
  });

  it('requires a company count and a numeric year before anything is sent', () => {
    renderModal();
    submit();
    expect(screen.getByText('Choose how many companies to analyse.')).toBeTruthy();
    expect(screen.getByText('Enter the year of the statements.')).toBeTruthy();
    fill(2, '24');
    submit();
    expect(screen.getByText('Enter the year as four digits, e.g. 2024.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('says the tokens are missing when signed out, and offers a way to log in', () => {
    renderModal();
    fill(2, '2024');
    submit();
    expect(notify.error).toHaveBeenCalledWith('Authentication tokens not found. Please log in again.');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('says the token format is invalid when the stored tokens cannot be decoded', () => {
    localStorage.setItem('authTokens', JSON.stringify({ access: 'not-a-jwt', refresh: 'x' }));
    renderModal();
    fill(1, '2024');
    submit();
    expect(notify.error).toHaveBeenCalledWith('Invalid auth token format.');
  });

  it('says the user id is missing when the access token has no user_id', () => {
    localStorage.setItem('authTokens', JSON.stringify({ access: jwt({ username: 'a' }), refresh: 'x' }));
    renderModal();
    fill(1, '2024');
    submit();
    expect(notify.error).toHaveBeenCalledWith('User ID not found in tokens.');
  });

  it("shows the server's error text, or the generic one", async () => {
    localStorage.setItem('authTokens', JSON.stringify({ access: jwt({ user_id: 5 }), refresh: 'x' }));
    post.mockRejectedValueOnce(new ApiRequestError(400, 'invalid_request', 'year must be a 4-digit number'));
    renderModal();
    fill(1, '2024');
    submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('year must be a 4-digit number'));

    post.mockRejectedValueOnce(new TypeError('boom'));
    submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('An unexpected error occurred.'));
  });

  it('creates the analysis for the user id in the token, opens it and goes to /opstmt', async () => {
    localStorage.setItem('authTokens', JSON.stringify({ access: jwt({ user_id: 5 }), refresh: 'x' }));
    post.mockResolvedValueOnce({ data: { id: 9, num_companies: 2, year: 2024 } });
    get.mockResolvedValueOnce({
      data: {
        id: 9,
        name: 'Peers',
        year: 2024,
        num_companies: 2,
        company_names: ['Anand Steels', 'Company 2'],
        company_types: ['company', 'company'],
        unit: 'crores',
        settings: (await import('../../../contract')).DEFAULT_SETTINGS,
        version: 0,
        updated_at: '2025-01-01T00:00:00Z',
        periods: [{ year: 2024, kind: 'Estimated' }],
      },
    });
    const { store, onClose } = renderModal();
    fill(2, '2024');
    fireEvent.change(screen.getByPlaceholderText('Company 1 Name'), { target: { value: ' Anand Steels ' } });
    fireEvent.change(screen.getByLabelText('Figures in'), { target: { value: 'crores' } });
    submit();

    await screen.findByText('opstmt screen');
    expect(post).toHaveBeenCalledWith('/api/create_token/5/', { num_companies: 2, company_names: ['Anand Steels', ''], year: 2024, unit: 'crores' });
    expect(get).toHaveBeenCalledWith('/api/analyses/9/');
    expect(store.session.tokenId).toBe(9);
    expect(store.session.unit).toBe('crores');
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the years choice only when years are added, and refuses more than 10 years before anything is sent', async () => {
    localStorage.setItem('authTokens', JSON.stringify({ access: jwt({ user_id: 5 }), refresh: 'x' }));
    renderModal();
    fill(1, '2025');
    fireEvent.change(screen.getByLabelText('Before it (audited)'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('After it (projected)'), { target: { value: '4' } });
    submit();
    expect(await screen.findByText(/An analysis holds at most 10 years/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValueOnce({ data: { id: 9, num_companies: 1, year: 2025 } });
    get.mockRejectedValueOnce(new ApiRequestError(500, 'internal', 'down'));
    fireEvent.change(screen.getByLabelText('Before it (audited)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('After it (projected)'), { target: { value: '1' } });
    submit();
    await screen.findByText('opstmt screen');
    expect(post).toHaveBeenCalledWith('/api/create_token/5/', {
      num_companies: 1,
      company_names: [''],
      year: 2025,
      unit: 'lakhs',
      years_before: 2,
      years_after: 1,
    });
  });
});
