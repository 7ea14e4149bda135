import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { CSRF_HEADER } from '@panel/domain';
import { DEV_PORTS, dataOf, devUrl, formDataBody } from './client';
import { ApiError } from './errors';
import { updateAccountMutation } from './queries/account';
import { updateStoreMutation, updateCheckoutMutation } from './queries/stores';
import {
  createProductMutation,
  deleteProductMutation,
  updateProductMutation,
} from './queries/products';
import { BASE_URL, json, setup } from './testing/fetch-spy';

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

const png = (name = 'a.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('createPanelClient', () => {
  it('sends cookies on every call', async () => {
    const { client, request } = setup(() => json({ ok: true, data: 3 }));
    await client.GET('/products/count');
    expect(request().credentials).toBe('include');
    expect(request().url).toBe(`${BASE_URL}/products/count`);
  });

  it('adds the CSRF header to POST, PUT and DELETE but not to GET', async () => {
    const { client, request } = setup();
    await client.GET('/auth/logout');
    await client.POST('/auth/login', { body: { email: 'ana@example.com' } });
    await client.PUT('/accounts/update', {
      body: { name: 'Ana', phone: '', phoneArea: '' },
      bodySerializer: formDataBody,
    });
    await client.DELETE('/products/delete/{id}', { params: { path: { id: 'p1' } } });
    expect(request(0).headers.get(CSRF_HEADER)).toBeNull();
    for (const n of [1, 2, 3]) expect(request(n).headers.get(CSRF_HEADER)).toBe('1');
    expect(CSRF_HEADER).toBe('x-panel-request');
  });

  it('sends JSON bodies by default', async () => {
    const { client, request } = setup();
    const body = {
      type: 'whatsapp' as const,
      phone: '4241234567',
      phoneArea: '+58',
      customMessage: { start: 'Hola', body: 'Pedido:', product: '{cantidad} x', end: 'Gracias' },
    };
    await run(new QueryClient(), updateCheckoutMutation(client, new QueryClient()), body);
    expect(request().method).toBe('POST');
    expect(request().url).toBe(`${BASE_URL}/stores/checkout/update`);
    expect(request().headers.get('Content-Type')).toBe('application/json');
    expect(await request().json()).toEqual(body);
  });

  it('answers the data of the envelope', async () => {
    const { client } = setup(() => json({ ok: true, data: 42 }));
    expect(dataOf(await client.GET('/products/count'))).toBe(42);
  });
});

describe('multipart calls', () => {
  it('sends the account profile as FormData with the picture as a PNG part', async () => {
    const { client, request } = setup();
    const qc = new QueryClient();
    await run(qc, updateAccountMutation(client, qc), {
      name: 'Ana Pérez',
      phone: '4241234567',
      phoneArea: '+58',
      picture: png(),
    });
    expect(request().method).toBe('PUT');
    expect(request().url).toBe(`${BASE_URL}/accounts/update`);
    expect(request().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request().formData();
    expect(form.get('name')).toBe('Ana Pérez');
    expect(form.get('phone')).toBe('4241234567');
    expect(form.get('phoneArea')).toBe('+58');
    const picture = form.get('picture');
    expect(picture).toBeInstanceOf(File);
    expect((picture as File).type).toBe('image/png');
    expect((picture as File).name).toBe('a.png');
  });

  it('leaves the picture out when none was chosen', async () => {
    const { client, request } = setup();
    const qc = new QueryClient();
    await run(qc, updateAccountMutation(client, qc), { name: 'Ana', phone: '', phoneArea: '' });
    const form = await request().formData();
    expect([...form.keys()]).toEqual(['name', 'phone', 'phoneArea']);
    expect(form.get('phone')).toBe('');
  });

  it('sends the store profile as FormData', async () => {
    const { client, request } = setup();
    const qc = new QueryClient();
    await run(qc, updateStoreMutation(client, qc), {
      name: 'Mi Tienda',
      link: 'mi-tienda',
      country: 'VE',
      picture: png('store.png'),
    });
    expect(request().url).toBe(`${BASE_URL}/accounts/store/update`);
    expect(request().headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    const form = await request().formData();
    expect(form.get('link')).toBe('mi-tienda');
    expect(form.get('country')).toBe('VE');
    expect((form.get('picture') as File).name).toBe('store.png');
  });

  const product = {
    id: 'p1',
    slug: 'taza',
    name: 'Taza',
    description: '',
    categoryId: null,
    type: 'product',
    quantity: 5,
    prices: { cost: '10.00', price: '12.50', utility: '25' },
    wholesalePrices: { cost: '0', price: '0', utility: '0' },
    status: 'published',
    dynamicPrice: false,
    manageStock: true,
    sellWithoutStock: false,
    wholesaleAllowed: false,
    media: [],
  };

  it('creates a product with fields as text, repeated image parts and one video', async () => {
    const { client, request } = setup(() => json({ ok: true, data: product }));
    const qc = new QueryClient();
    const video = new File([new Uint8Array([0])], 'v.mp4', { type: 'video/mp4' });
    const saved = await run(qc, createProductMutation(client, qc), {
      name: 'Taza',
      type: 'product',
      status: 'published',
      quantity: 5,
      cost: '10.00',
      price: '12.50',
      utility: '25',
      manageStock: true,
      sellWithoutStock: false,
      images: [png('1.png'), png('2.png')],
      video,
    });
    expect(saved).toEqual(product);
    expect(request().url).toBe(`${BASE_URL}/products/create`);
    expect(request().headers.get(CSRF_HEADER)).toBe('1');
    const form = await request().formData();
    expect(form.get('quantity')).toBe('5');
    expect(form.get('manageStock')).toBe('true');
    expect(form.get('sellWithoutStock')).toBe('false');
    expect(form.get('price')).toBe('12.50');
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['1.png', '2.png']);
    expect((form.get('video') as File).type).toBe('video/mp4');
    expect(form.has('description')).toBe(false);
  });

  it('updates a product listing the media to keep, in order', async () => {
    const { client, request } = setup(() => json({ ok: true, data: product }));
    const qc = new QueryClient();
    await run(qc, updateProductMutation(client, qc), {
      id: 'p1',
      input: { name: 'Taza', type: 'product', status: 'draft', keepMedia: ['m2', 'm1'] },
    });
    expect(request().method).toBe('PUT');
    expect(request().url).toBe(`${BASE_URL}/products/update/p1`);
    const form = await request().formData();
    expect(form.getAll('keepMedia')).toEqual(['m2', 'm1']);
    expect(form.get('status')).toBe('draft');
  });
});

describe('the ok/data rule', () => {
  it('throws ApiError "Auth is broken: <status text>" keeping the error and status', async () => {
    const { client } = setup(() =>
      json({ ok: false, error: 'LINK_IS_TAKEN' }, { status: 409, statusText: 'Conflict' }),
    );
    const error = await client
      .POST('/auth/submit-store-info', { body: { storeName: 'Tienda', storeLink: 'tienda' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Auth is broken: Conflict',
      error: 'LINK_IS_TAKEN',
      status: 409,
      name: 'ApiError',
    });
    expect((error as ApiError).is('LINK_IS_TAKEN')).toBe(true);
  });

  it('throws for ok:false even with status 200', async () => {
    const { client } = setup(() => json({ ok: false, error: 'Code not found' }));
    await expect(client.GET('/stores')).rejects.toMatchObject({
      message: 'Auth is broken: OK',
      error: 'Code not found',
      status: 200,
    });
  });

  it('uses the standard reason phrase when the server sends no status text (HTTP/2)', async () => {
    const { client } = setup(() =>
      json({ ok: false, error: 'Otp is expired' }, { status: 400, statusText: '' }),
    );
    await expect(
      client.POST('/auth/submit-email-code', { body: { email: 'a@b.co', otpCode: '1234' } }),
    ).rejects.toMatchObject({ message: 'Auth is broken: Bad Request', error: 'Otp is expired' });
  });

  it('keeps Retry-After of a 429', async () => {
    const { client } = setup(() =>
      json(
        { ok: false, error: 'Too many code requests' },
        { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '87' } },
      ),
    );
    await expect(client.POST('/auth/login', { body: { email: 'a@b.co' } })).rejects.toMatchObject({
      status: 429,
      retryAfter: 87,
      error: 'Too many code requests',
    });
  });

  it('throws ApiError for a non-JSON failure (e.g. a proxy page)', async () => {
    const { client } = setup(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(client.GET('/notifications')).rejects.toMatchObject({
      message: 'Auth is broken: Bad Gateway',
      error: '',
      status: 502,
    });
  });

  it('applies to the mutations too (profile, checkout, delete)', async () => {
    const { client } = setup(() =>
      json({ ok: false, error: 'Not found' }, { status: 404, statusText: 'Not Found' }),
    );
    const qc = new QueryClient();
    await expect(run(qc, deleteProductMutation(client, qc), 'nope')).rejects.toMatchObject({
      message: 'Auth is broken: Not Found',
      error: 'Not found',
    });
  });

  it('lets network errors and aborts through unchanged', async () => {
    const failure = new TypeError('fetch failed');
    const { client } = setup(() => {
      throw failure;
    });
    await expect(client.GET('/stores')).rejects.toBe(failure);

    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const aborted = setup(() => {
      throw abort;
    });
    await expect(aborted.client.GET('/stores')).rejects.toBe(abort);
  });
});

describe('local-development ports', () => {
  const cases: [string, number][] = [
    ['/auth/verify', 8000],
    ['/notifications', 8001],
    ['/products/count', 8002],
    ['/accounts/update', 8003],
    ['/stores', 8003],
    ['/stores/checkout', 8003],
  ];

  it.each(cases)('sends %s to port %i', (path, port) => {
    expect(devUrl(`${BASE_URL}${path}?q=a`)).toBe(`http://localhost:${port}/api/v2${path}?q=a`);
  });

  it('maps the four services of the spec and stores to accounts', () => {
    expect(DEV_PORTS).toMatchObject({
      auth: 8000,
      notifications: 8001,
      products: 8002,
      accounts: 8003,
      stores: 8003,
    });
  });

  it('leaves URLs of unknown services and outside /api/v2 alone', () => {
    expect(devUrl(`${BASE_URL}/nothing`)).toBeNull();
    expect(devUrl('http://panel.test/health')).toBeNull();
    expect(devUrl(`${BASE_URL}/toString`)).toBeNull();
  });

  it('is off by default', async () => {
    const { client, request } = setup(() => json({ ok: true, data: 1 }));
    await client.GET('/products/count');
    expect(request().url).toBe(`${BASE_URL}/products/count`);
  });

  it('rewrites calls when enabled, keeping method, headers, cookies and body', async () => {
    const { client, request } = setup(() => json({ ok: true, data: { isNewUser: false } }), {
      devPorts: true,
    });
    await client.GET('/products', { params: { query: { q: 'taza', limit: 10 } } });
    await client.POST('/auth/submit-email-code', { body: { email: 'a@b.co', otpCode: '1234' } });
    expect(request(0).url).toBe('http://localhost:8002/api/v2/products?q=taza&limit=10');
    expect(request(1).url).toBe('http://localhost:8000/api/v2/auth/submit-email-code');
    expect(request(1).method).toBe('POST');
    expect(request(1).credentials).toBe('include');
    expect(request(1).headers.get(CSRF_HEADER)).toBe('1');
    expect(request(1).headers.get('Content-Type')).toBe('application/json');
    expect(await request(1).json()).toEqual({ email: 'a@b.co', otpCode: '1234' });
  });

  it('accepts port overrides', async () => {
    const { client, request } = setup(() => json({ ok: true, data: [] }), {
      devPorts: { notifications: 9001 },
    });
    await client.GET('/notifications');
    await client.GET('/stores', {}).catch(() => undefined);
    expect(request(0).url).toBe('http://localhost:9001/api/v2/notifications');
    expect(request(1).url).toBe('http://localhost:8003/api/v2/stores');
  });
});
