// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createPanelQueryClient } from '../cache';
import type { PanelClient } from '../client';
import { PanelApiProvider, usePanelClient } from '../context';
import { useDeleteProduct, useProducts } from '../queries/products';
import { useUserInfo } from '../queries/auth';
import { json, setup } from '../testing/fetch-spy';
import { useDebouncedValue } from './use-debounced-value';

const page = { products: [], totalProducts: 0 };

function wrapper(client: PanelClient) {
  const queryClient = createPanelQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <PanelApiProvider client={client}>{children}</PanelApiProvider>
      </QueryClientProvider>
    );
  }
  return { Wrapper, queryClient };
}

// Without Vitest's globals, Testing Library does not unmount by itself: a hook left mounted keeps its
// debounce timer, which then fires after jsdom is gone ("window is not defined", seen once in CI).
afterEach(cleanup);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useDebouncedValue', () => {
  it('follows the value only after it stops changing for the delay', async () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 50), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    rerender({ value: 'abc' });
    expect(result.current).toBe('a');
    await sleep(20);
    expect(result.current).toBe('a');
    await waitFor(() => expect(result.current).toBe('abc'));
  });
});

describe('hooks', () => {
  it('need a PanelApiProvider', () => {
    expect(() => renderHook(() => usePanelClient())).toThrow(/PanelApiProvider/);
  });

  it('useProducts debounces the search: fast typing makes one call', async () => {
    const { client, fetch } = setup(() => json({ ok: true, data: page }));
    const { Wrapper } = wrapper(client);
    const { result, rerender } = renderHook(({ q }) => useProducts({ q, limit: 10 }), {
      wrapper: Wrapper,
      initialProps: { q: '' },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);

    rerender({ q: 't' });
    rerender({ q: 'ta' });
    rerender({ q: 'taza' });
    await sleep(150);
    expect(fetch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const urls = fetch.mock.calls.map(([request]) => new URL(request.url).searchParams.get('q'));
    expect(urls).toEqual([null, 'taza']);
    await waitFor(() => expect(result.current.data).toEqual(page));
  });

  it('useDeleteProduct refetches the mounted product list', async () => {
    const { client, fetch } = setup((request) =>
      json(request.method === 'DELETE' ? { ok: true } : { ok: true, data: page }),
    );
    const { Wrapper } = wrapper(client);
    const list = renderHook(() => useProducts(), { wrapper: Wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const remove = renderHook(() => useDeleteProduct(), { wrapper: Wrapper });
    await act(() => remove.result.current.mutateAsync('p1'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls.map(([request]) => request.method)).toEqual(['GET', 'DELETE', 'GET']);
  });

  it('useUserInfo surfaces an ApiError without retrying a 401', async () => {
    const { client, fetch } = setup(() =>
      json({ ok: false, error: 'Not authenticated' }, { status: 401, statusText: 'Unauthorized' }),
    );
    const { Wrapper } = wrapper(client);
    const { result } = renderHook(() => useUserInfo(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 401, error: 'Not authenticated' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
