import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { waitForCode } from './mail-sink';

/**
 * A private address of its own per merchant or customer, sent as X-Forwarded-For (the e2e server trusts
 * one hop): the per-client limits then apply to each as to real people.
 */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

async function post(
  request: APIRequestContext,
  path: string,
  data: object,
  headers: Record<string, string>,
): Promise<void> {
  const response = await request.post(`/api/v2/${path}`, { data, headers });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
}

/**
 * A merchant who has finished onboarding, signed in on `request` (pass `page.request` to share the
 * browser's cookies). Goes through the real calls: code by mail (read from `mailDir`, the test's
 * fixture), personal info, store info.
 */
export async function signUpMerchant(
  request: APIRequestContext,
  mailDir: string,
  { name = 'Ana Pérez', storeName = 'Dulces de Ana' }: { name?: string; storeName?: string } = {},
): Promise<{ email: string; link: string }> {
  const headers = { 'x-panel-request': '1', 'x-forwarded-for': clientAddress() };
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `merchant.${id}@example.com`;
  const link = `tienda-${id}`;
  await post(request, 'auth/login', { email }, headers);
  const { code } = await waitForCode(mailDir, email);
  await post(request, 'auth/submit-email-code', { email, otpCode: code }, headers);
  await post(request, 'auth/submit-personal-info', { name }, headers);
  await post(request, 'auth/submit-store-info', { storeName, storeLink: link }, headers);
  return { email, link };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid solid-colour RGB PNG (the server checks uploads by walking their structure). */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
