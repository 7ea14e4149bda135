import react from '@vitejs/plugin-react';

// Same settings as the panel's build where they matter for weight: manifest, no sourcemaps, es2022.
export default {
  plugins: [react()],
  build: { manifest: true, sourcemap: false, target: 'es2022' },
};
