import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api';
import { App } from './app';
import { holdClicks, releaseSubmits } from './hydration';
import { AppRouter, preload } from './router';
import { hydrateServerState } from './server-state';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A signed-in page the server rendered (entry-server.tsx) carries the data it rendered with: in the
// cache before anything asks, so the first render reads it rather than the API, as the server's did.
const signedIn = hydrateServerState(queryClient);
const releaseClicks = container.hasChildNodes() ? holdClicks(container) : null;

void preload(window.location.pathname).then(() => {
  const app = (
    <App signedIn={signedIn}>
      <AppRouter />
    </App>
  );
  // /login arrives prerendered (login.html, written by the build) and the server renders the signed-in
  // pages it knows (entry-server.tsx): React takes over that markup, with the page's module loaded so
  // nothing suspends. Every other page starts empty and renders here. Either way in a transition: React
  // then works in slices of a few milliseconds and lets the browser handle input in between, instead
  // of one long task (bench/REPORT.md: Total Blocking Time).
  if (releaseClicks) {
    releaseSubmits();
    startTransition(() => void hydrateRoot(container, app));
    releaseClicks();
  } else {
    startTransition(() => createRoot(container).render(app));
  }
});
