// Stories render the store pages as the server does (inside the `sf` body class, with the storefront's
// stylesheet), outside the panel's PanelProvider.
import type { Decorator } from '@storybook/react-vite';
import './styles';
import './fonts';
import { accentStyle } from './theme/accent';
import { cx } from './theme/classes';

/**
 * Wraps a page in what <body> gives it on a store host, with the store's accent colour as the
 * Document's `<style>` sets it.
 */
export const withStorefront: Decorator = (Story, context) => {
  const args = context.args as { store?: { accentColor?: string | null } | null };
  const accent = accentStyle(args.store?.accentColor);
  return (
    <div className={cx.root}>
      {accent ? <style>{accent}</style> : null}
      <Story />
    </div>
  );
};

/** The parameters every storefront story shares. */
export const storefrontParameters = { panelProvider: false, layout: 'fullscreen' } as const;
