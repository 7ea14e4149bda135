// Every global stylesheet of the library, in cascade order: the Lexend font (self-hosted, no Google
// Fonts), then only the Radix Themes tokens we use (base tokens + five palettes, about 10 KB gzip,
// instead of the 88 KB styles.css that also carries every Radix component and utility class), then
// our theme, which maps onto them. Radix component styles are not imported: our primitives are
// react-aria-components styled with vanilla-extract.
import '@fontsource-variable/lexend/index.css';
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/sky.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '../theme/theme.css';
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { radixTheme } from '../theme/radix';
import * as styles from './panel-provider.css';
import { onToastWaiting } from './toast';

const PanelToaster = lazy(() => import('./toaster'));

/**
 * Whether to mount the toaster yet: once a toast is waiting to be shown (sonner's code loads then, ≈ 9
 * KiB gzip). Loading it earlier, even when idle, added a long task after the first paint (Lighthouse's
 * total blocking time).
 */
function useToasterReady(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    return onToastWaiting(() => setReady(true));
  }, [enabled, ready]);
  return enabled && ready;
}

type RouterProviderProps = ComponentProps<typeof RouterProvider>;

/** Props of {@link PanelProvider}. */
export interface PanelProviderProps {
  /** The screens to theme. */
  children: ReactNode;
  /**
   * The host app's client-side navigate function (e.g. react-router's `navigate`). With it, every
   * react-aria link and `href` button inside navigates through the app's router instead of reloading
   * the page. Without it, links are plain anchors.
   */
  navigate?: RouterProviderProps['navigate'];
  /** Turns a router path into a real `href` (e.g. adds the app's basename); used with `navigate`. */
  useHref?: RouterProviderProps['useHref'];
  /** Locale for react-aria's number/date formatting and built-in messages. Default `es-419`. */
  locale?: string;
  /**
   * Whether to render the toaster. Default true. Set false when the page already has a PanelProvider
   * with a toaster (two toasters would show every toast twice).
   */
  withToaster?: boolean;
  /** Whether the root paints the light-grey page background. Default true. */
  hasBackground?: boolean;
  /** Extra class on the theme root element. */
  className?: string;
}

/**
 * Root of every Panel tree: the theme (Radix Themes settings plus our tokens and Lexend), react-aria's
 * locale and router integration, and the toaster behind `toast`.
 */
export function PanelProvider({
  children,
  navigate,
  useHref,
  locale = 'es-419',
  withToaster = true,
  hasBackground = true,
  className,
}: PanelProviderProps) {
  const content = navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  ) : (
    children
  );

  const toaster = useToasterReady(withToaster);

  // The element Radix Themes' root `<Theme>` renders, written out: its tokens apply through these
  // attributes, and the component itself would bring Radix's tooltip and direction providers (≈ 3 KiB
  // gzip) that nothing here uses.
  return (
    <div
      data-is-root-theme="true"
      data-accent-color={radixTheme.accentColor}
      data-gray-color={radixTheme.grayColor}
      data-has-background={hasBackground ? 'true' : 'false'}
      data-panel-background={radixTheme.panelBackground}
      data-radius={radixTheme.radius}
      data-scaling={radixTheme.scaling}
      lang={locale}
      className={[`radix-themes ${radixTheme.appearance}`, styles.root, className]
        .filter(Boolean)
        .join(' ')}
    >
      <I18nProvider locale={locale}>{content}</I18nProvider>
      {toaster && (
        <Suspense fallback={null}>
          <PanelToaster className={styles.toaster} />
        </Suspense>
      )}
    </div>
  );
}
