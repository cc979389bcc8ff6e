import { NO_IMAGE } from '~/content/testimonials';
import { ImageWithFallback } from '~/components/ui/image-with-fallback';
import { cn } from '~/lib/cn';
import { authorInitial } from './testimonial-text';

const SIZES = { md: 'size-12 text-lg', lg: 'size-16 text-2xl' } as const;

/**
 * The author's portrait, or a circle with the author's initial when there is none ('No image available') or it
 * fails to load (docs/000-product.md §2, §8). Decorative: the author's name is always written beside it.
 */
export function AuthorAvatar({
  author,
  image,
  size = 'md',
}: {
  author: string;
  image: string;
  size?: keyof typeof SIZES;
}) {
  const fallback = (
    <span
      aria-hidden="true"
      data-avatar-initial=""
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white',
        SIZES[size],
      )}
    >
      {authorInitial(author)}
    </span>
  );
  return (
    <ImageWithFallback
      src={image === NO_IMAGE ? null : image}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', SIZES[size])}
      fallback={fallback}
    />
  );
}
