/** The Arabic twin of ../stats.ts: the same figures (Latin digits, docs/026-languages.md), their labels in Arabic. */
import type { Stat } from '../stats';

export const HOME_STATS: Stat[] = [
  { value: '500+', label: 'عملية توظيف ناجحة' },
  { value: '20+', label: 'دولة نخدمها' },
  { value: '100,000+', label: 'مرشح في قاعدة كفاءاتنا' },
  { value: '150+', label: 'مستشار توظيف متخصص' },
  { value: '24/7', label: 'دعم العملاء على مدار الساعة' },
];

export const ABOUT_STATS: Stat[] = [
  { value: '500+', label: 'عملية توظيف' },
  { value: '150+', label: 'شركة ساعدناها' },
  { value: '95%', label: 'نسبة الاحتفاظ بالعملاء' },
  { value: '90%', label: 'نسبة بقاء المرشحين' },
];

export const TESTIMONIAL_STATS: Stat[] = [
  { value: '150+', label: 'شركة ساعدناها' },
  { value: '500+', label: 'عملية توظيف أنجزناها' },
  { value: '95%', label: 'نسبة الاحتفاظ بالعملاء' },
  { value: '20+', label: 'دولة نخدمها' },
];
