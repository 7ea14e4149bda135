// The error element of the routes: a page that throws while loading or rendering shows a Spanish message
// with a retry and a way back, never a blank page.
import { Component, useEffect, type ReactNode } from 'react';
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

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** A new value (the next address) clears a caught error. */
  resetKey: string;
  /** Passed to {@link RouteError}. */
  standalone?: boolean;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed?: { error: unknown };
}

/**
 * Shows {@link RouteError} for what its pages throw, until `resetKey` changes. (Ours rather than
 * react-error-boundary's: this is all the panel needs of it, on the first load of every page.)
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = {};

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { failed: { error } };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: undefined });
    }
  }

  override render() {
    const { failed } = this.state;
    return failed ? (
      <RouteError error={failed.error} standalone={this.props.standalone} />
    ) : (
      this.props.children
    );
  }
}
