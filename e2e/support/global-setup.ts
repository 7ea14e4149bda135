import { startPanelServer } from './server';

/**
 * Starts the real server and an SMTP sink for the whole run (see ./server.ts). Tests find them through
 * E2E_BASE_URL and E2E_MAIL_DIR; a test that needs other settings starts its own with `startPanelServer`.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startPanelServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAIL_DIR = server.mailDir;
  return server.close;
}
