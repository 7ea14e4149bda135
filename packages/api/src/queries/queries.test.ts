import { describe, expect, it } from 'vitest';
import {
  MutationObserver,
  QueryClient,
  type MutationOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { json, setup, BASE_URL } from '../testing/fetch-spy';
import { fetchVerify, userInfoQuery, verifyQuery } from './auth';
import { logoutMutation, submitEmailCodeMutation } from './auth-steps';
import { configQuery } from './config';
import { authKeys, configKeys, notificationKeys, productKeys, storeKeys } from './keys';
import { markNotificationsReadMutation } from './notifications';
import {
  createProductMutation,
  deleteProductMutation,
  normalizeProductListParams,
  productsListQuery,
} from './products';
import { updateAccountMutation } from './account';
import { checkoutQuery, updateCheckoutMutation, updateStoreMutation } from './stores';

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

const userInfo = {
  user: {
    id: 'u1',
    name: 'Ana',
    email: 'ana@example.com',
    picture: null,
    country: 'US',
    phone: null,
    phoneArea: null,
  },
  store: null,
  storeConfiguration: null,
  userOnboarding: { level: '3' },
};

/** A query client holding one cached entry per key (answers are not important here). */
function seeded(keys: QueryKey[]): QueryClient {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('query keys', () => {
  it('are hierarchical: all ⊃ lists ⊃ list(params), all ⊃ details ⊃ detail(id), all ⊃ count', () => {
    const params = { q: 'taza', offset: 0, limit: 10 };
    expect(productKeys.all).toEqual(['products']);
    expect(productKeys.lists()).toEqual(['products', 'list']);
    expect(productKeys.list(params)).toEqual(['products', 'list', params]);
    expect(productKeys.details()).toEqual(['products', 'detail']);
    expect(productKeys.detail('p1')).toEqual(['products', 'detail', 'p1']);
    expect(productKeys.count()).toEqual(['products', 'count']);
    expect(storeKeys.checkout()).toEqual(['stores', 'checkout']);
    expect(storeKeys.detail()).toEqual(['stores', 'detail']);
    expect(authKeys.userInfo()).toEqual(['auth', 'user-info']);
    expect(notificationKeys.list()).toEqual(['notifications', 'list']);
    expect(configKeys.all).toEqual(['config']);
  });

  it('are what the query factories use', () => {
    const { client } = setup();
    expect(productsListQuery(client, { q: 'taza' }).queryKey).toEqual(
      productKeys.list({ q: 'taza', offset: 0, limit: 10, sortBy: 'name', sortType: 'asc' }),
    );
    expect(checkoutQuery(client).queryKey).toEqual(storeKeys.checkout());
    expect(userInfoQuery(client).queryKey).toEqual(authKeys.userInfo());
  });

  it('share one list entry for an empty search and the defaults', () => {
    expect(normalizeProductListParams({ q: '  ' })).toEqual(normalizeProductListParams());
    expect(
      normalizeProductListParams({
        q: ' taza ',
        offset: 20,
        limit: 25,
        sortBy: 'price',
        sortType: 'desc',
      }),
    ).toEqual({ q: 'taza', offset: 20, limit: 25, sortBy: 'price', sortType: 'desc' });
  });
});

describe('queries', () => {
  it('ask for a products page with offset, limit, sort and search', async () => {
    const page = { products: [], totalProducts: 0 };
    const { client, request } = setup(() => json({ ok: true, data: page }));
    const data = await new QueryClient().fetchQuery(
      productsListQuery(client, {
        q: 'taza',
        offset: 20,
        limit: 10,
        sortBy: 'price',
        sortType: 'desc',
      }),
    );
    expect(data).toEqual(page);
    expect(request().url).toBe(
      `${BASE_URL}/products?q=taza&offset=20&limit=10&sortBy=price&sortType=desc`,
    );
  });

  it('read the runtime config', async () => {
    const config = {
      storeHost: 'localhost:3000',
      googleClientId: null,
      analytics: null,
      productsLimit: 100,
    };
    const { client, request } = setup(() => json({ ok: true, data: config }));
    expect(await new QueryClient().fetchQuery(configQuery(client))).toEqual(config);
    expect(request().url).toBe(`${BASE_URL}/config`);
  });

  it('turn a verify answer into a boolean; ok:false and failures mean signed out', async () => {
    expect(await fetchVerify(setup(() => json({ ok: true })).client)).toBe(true);
    expect(await fetchVerify(setup(() => json({ ok: false })).client)).toBe(false);
    expect(
      await fetchVerify(
        setup(() => {
          throw new TypeError('fetch failed');
        }).client,
      ),
    ).toBe(false);
    expect(
      await new QueryClient().fetchQuery(verifyQuery(setup(() => json({ ok: true })).client)),
    ).toBe(true);
  });

  it('rethrow a failed user-info call', async () => {
    const { client } = setup(() =>
      json({ ok: false, error: 'Not authenticated' }, { status: 401, statusText: 'Unauthorized' }),
    );
    await expect(new QueryClient().fetchQuery(userInfoQuery(client))).rejects.toMatchObject({
      status: 401,
      error: 'Not authenticated',
    });
  });
});

describe('invalidation after mutations (spec §7)', () => {
  const all = [
    productKeys.list(normalizeProductListParams()),
    productKeys.list(normalizeProductListParams({ q: 'taza' })),
    productKeys.count(),
    productKeys.detail('p1'),
    productKeys.detail('p2'),
    ['dashboard', 'products'],
    authKeys.userInfo(),
    storeKeys.detail(),
    storeKeys.checkout(),
    notificationKeys.list(),
    configKeys.all,
  ];

  it('product delete invalidates every query whose key includes "products", nothing else', async () => {
    const { client, request } = setup();
    const queryClient = seeded(all);
    await run(queryClient, deleteProductMutation(client, queryClient), 'p2');
    expect(request().method).toBe('DELETE');
    expect(request().url).toBe(`${BASE_URL}/products/delete/p2`);
    expect(invalidated(queryClient, productKeys.list(normalizeProductListParams()))).toBe(true);
    expect(
      invalidated(queryClient, productKeys.list(normalizeProductListParams({ q: 'taza' }))),
    ).toBe(true);
    expect(invalidated(queryClient, productKeys.count())).toBe(true);
    expect(invalidated(queryClient, productKeys.detail('p1'))).toBe(true);
    expect(invalidated(queryClient, ['dashboard', 'products'])).toBe(true);
    expect(queryClient.getQueryState(productKeys.detail('p2'))).toBeUndefined();
    expect(invalidated(queryClient, authKeys.userInfo())).toBe(false);
    expect(invalidated(queryClient, storeKeys.detail())).toBe(false);
    expect(invalidated(queryClient, notificationKeys.list())).toBe(false);
  });

  it('a failed delete invalidates nothing', async () => {
    const { client } = setup(() =>
      json({ ok: false, error: 'Not found' }, { status: 404, statusText: 'Not Found' }),
    );
    const queryClient = seeded(all);
    await expect(
      run(queryClient, deleteProductMutation(client, queryClient), 'p1'),
    ).rejects.toThrow('Auth is broken: Not Found');
    expect(invalidated(queryClient, productKeys.count())).toBe(false);
  });

  it('product create invalidates the products and caches the new one', async () => {
    const product = { id: 'p9', name: 'Nuevo' };
    const { client } = setup(() => json({ ok: true, data: product }));
    const queryClient = seeded(all);
    await run(queryClient, createProductMutation(client, queryClient), {
      name: 'Nuevo',
      type: 'product',
      status: 'draft',
    });
    expect(invalidated(queryClient, productKeys.count())).toBe(true);
    expect(queryClient.getQueryData(productKeys.detail('p9'))).toEqual(product);
    expect(invalidated(queryClient, authKeys.userInfo())).toBe(false);
  });

  it('store update invalidates the "stores" queries and the user info', async () => {
    const { client } = setup();
    const queryClient = seeded(all);
    await run(queryClient, updateStoreMutation(client, queryClient), {
      name: 'Tienda',
      link: 'tienda',
      country: 'US',
    });
    expect(invalidated(queryClient, storeKeys.detail())).toBe(true);
    expect(invalidated(queryClient, storeKeys.checkout())).toBe(true);
    expect(invalidated(queryClient, authKeys.userInfo())).toBe(true);
    expect(invalidated(queryClient, productKeys.count())).toBe(false);
  });

  it('profile save refreshes the user info only', async () => {
    const { client } = setup();
    const queryClient = seeded(all);
    await run(queryClient, updateAccountMutation(client, queryClient), {
      name: 'Ana',
      phone: '',
      phoneArea: '',
    });
    expect(invalidated(queryClient, authKeys.userInfo())).toBe(true);
    expect(invalidated(queryClient, storeKeys.detail())).toBe(false);
    expect(invalidated(queryClient, productKeys.count())).toBe(false);
  });

  it('checkout save refreshes the checkout only', async () => {
    const { client } = setup();
    const queryClient = seeded(all);
    await run(queryClient, updateCheckoutMutation(client, queryClient), {
      type: 'whatsapp',
      phone: '',
      phoneArea: '',
      customMessage: { start: '', body: '', product: '', end: '' },
    });
    expect(invalidated(queryClient, storeKeys.checkout())).toBe(true);
    expect(invalidated(queryClient, storeKeys.detail())).toBe(false);
    expect(invalidated(queryClient, authKeys.userInfo())).toBe(false);
  });

  it('marking notifications read refreshes the notifications', async () => {
    const { client, request } = setup();
    const queryClient = seeded(all);
    await run(queryClient, markNotificationsReadMutation(client, queryClient), ['n1', 'n2']);
    expect(await request().json()).toEqual({ ids: ['n1', 'n2'] });
    expect(invalidated(queryClient, notificationKeys.list())).toBe(true);
    expect(invalidated(queryClient, productKeys.count())).toBe(false);
  });

  it('signing in with a code refreshes the session and user info', async () => {
    const { client } = setup(() => json({ ok: true, data: { isNewUser: true } }));
    const queryClient = seeded([...all, authKeys.verify()]);
    const result = await run(queryClient, submitEmailCodeMutation(client, queryClient), {
      email: 'ana@example.com',
      otpCode: '1234',
    });
    expect(result).toEqual({ isNewUser: true });
    expect(invalidated(queryClient, authKeys.verify())).toBe(true);
    expect(invalidated(queryClient, authKeys.userInfo())).toBe(true);
  });

  it('logout drops every cached answer but the runtime config and marks the session gone', async () => {
    const { client, request } = setup();
    const queryClient = seeded([...all, authKeys.verify()]);
    queryClient.setQueryData(authKeys.userInfo(), userInfo);
    await run(queryClient, logoutMutation(client, queryClient), undefined);
    expect(request().method).toBe('POST');
    expect(request().url).toBe(`${BASE_URL}/auth/logout`);
    expect(request().headers.get('x-panel-request')).toBe('1');
    expect(queryClient.getQueryData(authKeys.verify())).toBe(false);
    expect(queryClient.getQueryData(authKeys.userInfo())).toBeUndefined();
    expect(queryClient.getQueryData(productKeys.count())).toBeUndefined();
    expect(queryClient.getQueryData(configKeys.all)).toEqual({ seeded: true });
  });
});
