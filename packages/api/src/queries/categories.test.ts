import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { json, setup, BASE_URL } from '../testing/fetch-spy';
import {
  categoriesQuery,
  createCategoryMutation,
  deleteCategoryMutation,
  renameCategoryMutation,
} from './categories';
import { categoryKeys, productKeys, storeKeys } from './keys';
import { normalizeProductListParams } from './products';

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

const ropa = { id: 'c1', name: 'Ropa', products: 2 };
const productList = productKeys.list(normalizeProductListParams());

/** A query client holding the categories, a product list, a product and the store. */
function seeded(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(categoryKeys.list(), [ropa]);
  for (const key of [productList, productKeys.detail('p1'), storeKeys.detail()]) {
    queryClient.setQueryData(key, { seeded: true });
  }
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('categories', () => {
  it('are listed by GET /products/categories, under the products keys', async () => {
    const { client, request } = setup(() => json({ ok: true, data: [ropa] }));
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(categoriesQuery(client))).toEqual([ropa]);
    expect(request().url).toBe(`${BASE_URL}/products/categories`);
    expect(categoryKeys.list()).toEqual(['products', 'categories', 'list']);
  });

  it('create adds the new category to the cached list and leaves the products alone', async () => {
    const zapatos = { id: 'c2', name: 'Zapatos', products: 0 };
    const { client, request } = setup(() => json({ ok: true, data: zapatos }));
    const queryClient = seeded();
    await run(queryClient, createCategoryMutation(client, queryClient), 'Zapatos');
    expect(request().method).toBe('POST');
    expect(await request().json()).toEqual({ name: 'Zapatos' });
    expect(queryClient.getQueryData(categoryKeys.list())).toEqual([ropa, zapatos]);
    expect(invalidated(queryClient, productList)).toBe(false);
  });

  it('rename and delete refresh every products query (lists show the name)', async () => {
    const refreshed = (queryClient: QueryClient) => {
      expect(invalidated(queryClient, productList)).toBe(true);
      expect(invalidated(queryClient, productKeys.detail('p1'))).toBe(true);
      expect(invalidated(queryClient, categoryKeys.list())).toBe(true);
      expect(invalidated(queryClient, storeKeys.detail())).toBe(false);
    };
    const renamed = setup(() => json({ ok: true, data: { ...ropa, name: 'Moda' } }));
    const afterRename = seeded();
    await run(afterRename, renameCategoryMutation(renamed.client, afterRename), {
      id: 'c1',
      name: 'Moda',
    });
    expect(renamed.request().method).toBe('PUT');
    expect(renamed.request().url).toBe(`${BASE_URL}/products/categories/update/c1`);
    refreshed(afterRename);

    const deleted = setup();
    const afterDelete = seeded();
    await run(afterDelete, deleteCategoryMutation(deleted.client, afterDelete), 'c1');
    expect(deleted.request().method).toBe('DELETE');
    expect(deleted.request().url).toBe(`${BASE_URL}/products/categories/delete/c1`);
    refreshed(afterDelete);
  });

  it('a refused rename invalidates nothing', async () => {
    const { client } = setup(() =>
      json(
        { ok: false, error: 'Category already exists' },
        { status: 409, statusText: 'Conflict' },
      ),
    );
    const queryClient = seeded();
    await expect(
      run(queryClient, renameCategoryMutation(client, queryClient), { id: 'c1', name: 'x' }),
    ).rejects.toMatchObject({ status: 409, error: 'Category already exists' });
    expect(invalidated(queryClient, productList)).toBe(false);
  });
});
