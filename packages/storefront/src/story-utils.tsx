// Stories render the store pages as the server does (inside the `sf` body class, with the storefront's
// stylesheet), outside the panel's PanelProvider.
import type { Decorator } from '@storybook/react-vite';
import './styles';
import { cx } from './theme/classes';

/** Wraps a page in what <body> gives it on a store host. */
export const withStorefront: Decorator = (Story) => (
  <div className={cx.root}>
    <Story />
  </div>
);

/** The parameters every storefront story shares. */
export const storefrontParameters = { panelProvider: false, layout: 'fullscreen' } as const;
