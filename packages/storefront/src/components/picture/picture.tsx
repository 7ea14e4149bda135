import type { StoreImage } from '../../model';

/** See {@link PictureProps.loading}. */
export type PictureLoading = 'lazy' | 'eager' | 'lcp';

export interface PictureProps {
  image: StoreImage;
  alt: string;
  /** `sizes` for the WebP `srcset`: the width the picture takes at each viewport. */
  sizes: string;
  /**
   * How it loads: `lazy` below the fold (default); `eager` above it, at the browser's priority; `lcp` the
   * page's largest picture, eager and fetched first. One `lcp` a page: several high-priority fetches
   * compete for a phone's bandwidth and the largest one comes later.
   */
  loading?: PictureLoading;
  className?: string;
}

/**
 * A stored picture with its WebP sizes, its intrinsic size (no layout shift) and lazy loading below the fold.
 *
 * Inside a `<picture>` (`display: contents`, theme.css.ts: no box of its own) so React's server renderer
 * does not hoist a `<link rel="preload" as="image" imagesrcset imagesizes>` of it into the `<head>`, which
 * it does for every `<img>` not lazy, not in a `<picture>`. Chromium picks that preload's size before the
 * meta viewport applies (the 980 px layout width a phone starts with), so a 375 px phone at DPR 2 fetched
 * the 1280 px file on every product page beside the 800 px one its `<img>` then picked — and showed the
 * 1280 px one when it had arrived first (issue 20's flaky e2e, issue 21). The `<img>` itself is found as
 * early by the preload scanner, which reads the meta viewport before it.
 */
export function Picture({ image, alt, sizes, loading = 'lazy', className }: PictureProps) {
  return (
    <picture>
      <img
        className={className}
        src={image.src}
        srcSet={image.srcSet || undefined}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding={loading === 'lcp' ? 'sync' : 'async'}
        fetchPriority={loading === 'lcp' ? 'high' : undefined}
      />
    </picture>
  );
}
