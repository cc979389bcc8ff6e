import { ImageOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { cn } from '~/lib/cn';

/**
 * A cover picture that falls back to a neutral placeholder when there is no URL or the image fails to load
 * (docs/000-product.md §8 "Broken cover image: falls back to a placeholder"). An image that failed before React
 * hydrated (no error event reaches React then) is caught on mount by its `naturalWidth` of 0.
 */
export function CoverImage({
  src,
  alt,
  className,
  loading = 'lazy',
  width,
  height,
}: {
  src: string | null;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  width?: number;
  height?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useCallback(
    (element: HTMLImageElement | null) => {
      if (element && src && element.complete && element.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );

  if (!src || failedSrc === src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-placeholder="cover"
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 text-brand-700',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-8 opacity-60" />
      </div>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      width={width}
      height={height}
      onError={() => setFailedSrc(src)}
      className={cn('object-cover', className)}
    />
  );
}
