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

/** A stored picture with its WebP sizes, its intrinsic size (no layout shift) and lazy loading below the fold. */
export function Picture({ image, alt, sizes, loading = 'lazy', className }: PictureProps) {
  return (
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
  );
}
