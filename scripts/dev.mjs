#!/usr/bin/env node
// `pnpm dev`: the API server in watch mode on API_PORT (3000) and Vite with hot reload on VITE_PORT (5173),
// which proxies /api to the server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3000';
const vitePort = process.env.VITE_PORT ?? '5173';

const children = [
  spawn('pnpm', ['--filter', '@panel/server', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: `http://localhost:${vitePort}` },
  }),
  spawn('pnpm', ['--filter', '@panel/panel', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, VITE_PORT: vitePort },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
