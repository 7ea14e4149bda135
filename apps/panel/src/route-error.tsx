// The error element of the routes: a page that throws while loading or rendering shows a Spanish message
// with a retry and a way back, never a blank page.
import { useEffect } from 'react';
import { Button, es } from '@panel/ui';
import { AppMessage, PageLink } from './app-message';

/**
 * A route module that cannot be fetched any more: the app was published again while this tab was open
 * and its old chunks are gone. Reloading gets the new version.
 */
export function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Props of {@link RouteError}. */
export interface RouteErrorProps {
  /** What the page threw (or the failed import of its module). */
  error: unknown;
  /** Outside the shell (sign-in, onboarding, the root): the page is its own <main>. */
  standalone?: boolean;
}

/** What a route shows when it throws. */
export function RouteError({ error, standalone = false }: RouteErrorProps) {
  useEffect(() => {
    // Kept for whoever opens the console; the merchant sees the Spanish page.
    console.error(error);
  }, [error]);
  const t = es.app.routeError;
  return (
    <AppMessage
      standalone={standalone}
      title={t.title}
      text={isStaleChunkError(error) ? t.outdated : t.text}
      actions={
        <>
          <Button onPress={() => window.location.reload()}>{t.retry}</Button>
          <PageLink to="/">{t.home}</PageLink>
        </>
      }
    />
  );
}
