// The peer as a Next.js developer would ship it: defaults, plus WebP for next/image (ours serves WebP) and
// no `x-powered-by`. Telemetry is off through NEXT_TELEMETRY_DISABLED in the bench's environment.
/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  images: { formats: ['image/webp'] },
};

export default config;
