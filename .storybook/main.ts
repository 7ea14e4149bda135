import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const uiDir = fileURLToPath(new URL('../packages/ui/', import.meta.url));
const fromUi = createRequire(path.join(uiDir, 'package.json'));
const packageDir = (name: string) => path.dirname(fromUi.resolve(`${name}/package.json`));

const fromUiPackages = ['react', 'react-dom', '@vanilla-extract/recipes'];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // The store pages: their own theme, no PanelProvider (see packages/storefront/src/story-utils.tsx).
    '../packages/storefront/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: {
        // Storybook's Vite root is the repo root, where pnpm installs neither React nor the
        // vanilla-extract recipes runtime (it does not hoist): resolve them to the copies @panel/ui
        // depends on, so preview.tsx's JSX and the optimizeDeps entries below resolve, and the page
        // has a single React.
        alias: [
          ...fromUiPackages.flatMap((name) => [
            { find: new RegExp(`^${name}$`), replacement: packageDir(name) },
            { find: new RegExp(`^${name}/(.*)$`), replacement: `${packageDir(name)}/$1` },
          ]),
          // Its package.json is not exported; point at its ES module (see optimizeDeps below).
          {
            find: /^react-easy-crop$/,
            replacement: path.join(
              path.dirname(fromUi.resolve('react-easy-crop')),
              'index.module.mjs',
            ),
          },
        ],
      },
      // Without this, a cold cache makes the first story test fail: Vite discovers the recipes
      // runtime late, re-optimises and reloads the page mid-test.
      // react-easy-crop is imported lazily (the crop dialog), so Vite would only discover it mid-test.
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', 'react-easy-crop'] },
      build: {
        // Storybook's own manager and renderer chunks are large by nature; ours are not.
        chunkSizeWarningLimit: 2048,
        rolldownOptions: {
          // Radix ships "use client" banners that a client-only bundle ignores anyway.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
