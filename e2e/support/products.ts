import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';

/** A product as created through the API by {@link createProducts}. */
export interface SeedProduct {
  name: string;
  /** Decimal text, e.g. '12.50'. */
  price: string;
  quantity?: number;
  /** Default 'published'. */
  status?: 'published' | 'draft' | 'hidden';
}

/**
 * Creates products through the real `POST /api/v2/products/create` (multipart, as the panel sends it),
 * on `request` (pass `page.request` to use the browser's session). Answers their ids, in order.
 */
export async function createProducts(
  request: APIRequestContext,
  products: readonly SeedProduct[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const product of products) {
    const response = await request.post('/api/v2/products/create', {
      headers: { 'x-panel-request': '1' },
      multipart: {
        name: product.name,
        price: product.price,
        quantity: String(product.quantity ?? 1),
        type: 'product',
        status: product.status ?? 'published',
      },
    });
    const body = (await response.json()) as { ok: boolean; data?: { id: string }; error?: string };
    if (!response.ok() || !body.data) {
      throw new Error(`products/create ${product.name}: ${response.status()} ${body.error ?? ''}`);
    }
    ids.push(body.data.id);
  }
  return ids;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG of random pixels: it does not compress, so it weighs about `width × height × 3`
 * bytes (an upload big enough to report progress).
 */
export function noisyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
