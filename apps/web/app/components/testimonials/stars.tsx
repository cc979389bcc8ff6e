import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '~/lib/cn';

/** Five filled stars, read out as "Rated 5 out of 5" (docs/000-product.md §2: the testimonial modal shows five stars). */
export function FiveStars({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('testimonials.rated')}
      className={cn('inline-flex gap-0.5 text-accent-500', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className="size-4 fill-current" />
      ))}
    </span>
  );
}
