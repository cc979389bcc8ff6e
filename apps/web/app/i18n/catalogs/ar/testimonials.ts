import type en from '../en/testimonials';
import type { SectionOf } from '../../catalog';

/** The words of the testimonials grid and its review dialog (the reviews stay in their language, lang="en"). */
const testimonials: SectionOf<typeof en> = {
  figures: 'نتائجنا بالأرقام',
  readFull: 'اقرأ التقييم كاملًا',
  readFullBy: ' بقلم {{author}}',
  showMore: 'عرض المزيد من التقييمات',
  showLess: 'عرض تقييمات أقل',
  rated: 'التقييم 5 من 5',
  closeReview: 'إغلاق التقييم',
  close: 'إغلاق',
};

export default testimonials;
