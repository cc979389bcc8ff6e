import { useCallback, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * An <img> that shows `fallback` instead when the image is missing or fails to load (docs/000-product.md §8: "Broken
 * cover image falls back to a placeholder"; "Broken testimonial image: circle with the author's initial"). An image
 * that failed before React hydrated fired its error event too early for onError, so the element is also checked when it
 * mounts (complete but without pixels).
 */
export function ImageWithFallback({
  src,
  fallback,
  onError,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined; fallback: ReactNode }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && src && image.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );

  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      {...props}
      alt={alt}
      ref={checkLoaded}
      src={src}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
