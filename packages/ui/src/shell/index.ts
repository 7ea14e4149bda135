export { AppShell, type AppShellProps } from './app-shell';
export { shellHrefs } from './hrefs';
