import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { releaseSubmits } from './hydration';
import { AppRouter, preload } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void preload(window.location.pathname).then(() => {
  const app = (
    <App>
      <AppRouter />
    </App>
  );
  // /login arrives prerendered (login.html, written by the build): React takes over that markup, with
  // the page's module loaded so nothing suspends. Every other page starts empty and renders here.
  if (container.hasChildNodes()) {
    releaseSubmits();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
