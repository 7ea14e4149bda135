import type { StoreImage } from '../../model';

export interface PictureProps {
  image: StoreImage;
  alt: string;
  /** `sizes` for the WebP `srcset`: the width the picture takes at each viewport. */
  sizes: string;
  /** Above the fold (the LCP candidate): loaded at once with high priority, never lazily. */
  priority?: boolean;
  className?: string;
}

/** A stored picture with its WebP sizes, its intrinsic size (no layout shift) and lazy loading below the fold. */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
