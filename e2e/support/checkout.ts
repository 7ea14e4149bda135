import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Saves a WhatsApp number (+54 11 2345-6789) in the signed-in merchant's checkout, keeping its message:
 * the store then takes orders.
 */
export async function saveWhatsapp(request: APIRequestContext): Promise<void> {
  const current = (await (await request.get('/api/v2/stores/checkout')).json()) as {
    data: { customMessage: Record<string, string> };
  };
  const res = await request.post('/api/v2/stores/checkout/update', {
    headers: { 'x-panel-request': '1' },
    data: {
      type: 'whatsapp',
      phone: '1123456789',
      phoneArea: '+54',
      customMessage: current.data.customMessage,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
