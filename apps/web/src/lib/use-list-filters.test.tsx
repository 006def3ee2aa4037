import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { useListFilters } from './use-list-filters';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A list with a search field and a row that opens another page, as the customer list opens a buyer's orders. */
function CustomerList() {
  const { search, setSearch } = useListFilters([] as const);
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <Link to="/orders?customer=ada">Ada</Link>
    </>
  );
}

describe('a list search that settles as the page is left', () => {
  it('leaves the address of the page the row opened alone', async () => {
    vi.useFakeTimers();
    // The next page loads its code first, as the admin's lazy pages do: the list stays shown meanwhile.
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const router = createMemoryRouter(
      [
        { path: '/customers', element: <CustomerList /> },
        { path: '/orders', lazy: async () => (await loaded, { element: <p>Orders</p> }) },
      ],
      { initialEntries: ['/customers'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('link', { name: 'Ada' }));
    // The search settles while the orders page loads.
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(async () => load());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/orders?customer=ada');
  });
});
