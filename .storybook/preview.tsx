import type { Decorator, Preview } from '@storybook/react-vite';
import { PanelProvider } from '../packages/ui/src/provider/panel-provider';
import { vars } from '../packages/ui/src/theme';

/**
 * Every story renders inside PanelProvider, as in the app; a story opts out with
 * `parameters: { panelProvider: false }` (e.g. the provider's own story). On docs pages the grey,
 * viewport-high background is off so stories sit inline.
 */
const withPanelProvider: Decorator = (Story, { id, parameters, viewMode }) =>
  parameters.panelProvider === false ? (
    <Story />
  ) : (
    // Keyed by story: story tests reuse one React root, and a kept Toaster would carry the previous
    // story's toasts into this one (and into its screenshots).
    <PanelProvider key={id} hasBackground={viewMode !== 'docs'}>
      <div style={{ padding: vars.space.lg }}>
        <Story />
      </div>
    </PanelProvider>
  );

const preview: Preview = {
  decorators: [withPanelProvider],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story test (and show as failures in the a11y panel).
    a11y: { test: 'error' },
    // The phone of the screenshots: a story plays at 375 px with `onPhone` (components/story-utils).
    viewport: {
      options: {
        phone375: {
          name: 'Teléfono 375 px',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
