// The web analytics tracker wired in the panel (spec §7), against a collector on loopback named by the
// server's ANALYTICS_HOST and ANALYTICS_TOKEN: a page view at every route change, the onboarding events,
// the user identified after signing in, ids masked in paths, and the referrer sent once per session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect } from '../support/test';
import { waitForCode } from '../support/mail-sink';
import { signUpMerchant } from '../support/merchant';

const TOKEN = 'e2e-analytics-token';

interface Received {
  path: string;
  body: Record<string, unknown>;
}

interface Collector {
  url: string;
  received: Received[];
  close: () => Promise<void>;
}

/** An analytics provider on loopback that keeps every POST it gets (beacons arrive as text/plain). */
async function startCollector(): Promise<Collector> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') {
        const text = Buffer.concat(chunks).toString('utf8');
        received.push({ path: req.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
      }
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'content-type');
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const test = base.extend<object, { collector: Collector }>({
  collector: [
    async ({}, use) => {
      const collector = await startCollector();
      await use(collector);
      await collector.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ collector }, use) => use({ ANALYTICS_HOST: collector.url, ANALYTICS_TOKEN: TOKEN }),
    { scope: 'worker' },
  ],
});

test('page views, onboarding events and the identified user reach the analytics host', async ({
  page,
  collector,
  mailDir,
}) => {
  collector.received.length = 0;
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `eva.${id}@example.com`;
  const events = () => collector.received.filter((r) => r.path === '/s/e').map((r) => r.body);
  const pageViews = () =>
    events()
      .filter((e) => e.name === 'pageview')
      .map((e) => e.pathname);

  await page.goto('/login');
  await expect.poll(pageViews).toEqual(['/login']);
  // The first send carries the session's referrer (none here) and the token; no user yet.
  expect(events()[0]).toEqual({ token: TOKEN, pathname: '/login', referrer: '', name: 'pageview' });

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Correo electrónico').press('Enter');
  await expect(page).toHaveURL(/\/verify$/);
  const { code } = await waitForCode(mailDir, email);
  await page.getByLabel('Dígito 1 de 4').fill(code);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/login\/personal-info$/);
  await expect.poll(pageViews).toEqual(['/login', '/verify', '/login/personal-info']);

  // Identified once the user info is known; later events carry the user's id as visitorId.
  const identified = () => collector.received.filter((r) => r.path === '/s/su').map((r) => r.body);
  await expect.poll(() => identified().length).toBe(1);
  expect(identified()[0]).toMatchObject({ token: TOKEN, fields: { email } });
  const userId = (identified()[0]!.fields as { userId: string }).userId;
  expect(userId).toMatch(/\S/);

  await page.getByLabel('Nombre completo').fill('Eva Gómez');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/login\/store-info$/);
  await page.getByLabel('Nombre de la tienda').fill('Tienda de Eva');
  await page.getByLabel('Link de tu tienda').fill(`eva-${id}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/create-success$/);

  await expect
    .poll(() => events().filter((e) => e.name !== 'pageview'))
    .toEqual([
      {
        token: TOKEN,
        pathname: '/login/personal-info',
        referrer: '',
        name: 'onboarding_personal_info',
        visitorId: userId,
      },
      {
        token: TOKEN,
        pathname: '/login/store-info',
        referrer: '',
        name: 'onboarding_store_info',
        data: { storeLink: `eva-${id}` },
        visitorId: userId,
      },
    ]);
  await expect.poll(() => events().at(-1)).toMatchObject({ pathname: '/create-success' });
  // The name given at onboarding is sent as a new identification of the same user.
  await expect
    .poll(() => identified().at(-1))
    .toEqual({ token: TOKEN, fields: { userId, email, name: 'Eva Gómez' } });
});

test('a product page is sent with its id masked', async ({ page, collector, mailDir }) => {
  await signUpMerchant(page.request, mailDir);
  collector.received.length = 0;
  await page.goto('/update/123e4567-e89b-12d3-a456-426614174000');
  await expect
    .poll(() => collector.received.filter((r) => r.path === '/s/e').map((r) => r.body.pathname))
    .toContain('/update/*');
  expect(JSON.stringify(collector.received)).not.toContain('123e4567');
});
