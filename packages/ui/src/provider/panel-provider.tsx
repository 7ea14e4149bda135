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
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Theme } from '@radix-ui/themes/components/theme';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Toaster } from 'sonner';
import { es } from '../i18n/es';
import { radixTheme } from '../theme/radix';
import * as styles from './panel-provider.css';
import { toastSettings } from './toast-settings';

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

  return (
    <Theme
      {...radixTheme}
      hasBackground={hasBackground}
      lang={locale}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <I18nProvider locale={locale}>{content}</I18nProvider>
      {withToaster && (
        <Toaster
          className={styles.toaster}
          theme="light"
          position="bottom-right"
          duration={toastSettings.duration}
          visibleToasts={toastSettings.visibleToasts}
          gap={toastSettings.gap}
          style={{ '--width': `${toastSettings.width}px` } as CSSProperties}
          containerAriaLabel={es.toaster.label}
        />
      )}
    </Theme>
  );
}
