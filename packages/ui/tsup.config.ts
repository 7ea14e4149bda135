import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM + d.ts + one stylesheet (dist/index.css): the vanilla-extract plugin turns every `.css.ts` into
// CSS that esbuild bundles together with the Radix token and Lexend stylesheets imported by the
// provider. The theme entry emits no CSS (the contract is only variable names), so index.css is the
// only stylesheet.
export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  // Public types must not name @panel/domain's types: `dts.resolve` cannot inline a package that ships
  // only .ts sources, so the d.ts would import a private package. scripts/check-dist.mjs guards it.
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // @panel/domain is private (bundled in); stylesheets of dependencies are bundled into index.css
  // instead of being left as bare `import '…css'` statements in the JS.
  noExternal: ['@panel/domain', /\.css$/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'assets/[name]-[hash]';
  },
});
