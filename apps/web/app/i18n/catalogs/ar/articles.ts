import type { SectionOf } from '../../catalog';
import type en from '../en/articles';

/** صفحة المقالات (/insights) وقسم المقالات في المدونة وبطاقاتها وصفحة المقال (انظر ../en/articles.ts). */
const articles: SectionOf<typeof en> = {
  meta: {
    title: 'رؤى ومقالات',
    titlePage: 'رؤى ومقالات (الصفحة {{page}})',
    description:
      'نصائح في التوظيف وإرشادات مهنية وأخبار سوق التوظيف يكتبها مستشارو التوظيف لدينا: جميع المقالات، الأحدث أولًا.',
    notFound: 'المقال غير موجود',
    feed: 'رؤى ومقالات',
  },
  band: {
    breadcrumb: 'مسار التنقل',
    blog: 'المدونة والوظائف',
    current: 'رؤى',
    heading: 'رؤى ومقالات',
    intro: 'نصائح في التوظيف وإرشادات مهنية وأخبار السوق يكتبها مستشارو التوظيف لدينا، الأحدث أولًا.',
  },
  all: {
    heading: 'جميع المقالات',
    count_zero: 'لا توجد مقالات',
    count_one: 'مقال واحد',
    count_two: 'مقالان',
    count_few: '{{count}} مقالات',
    count_many: '{{count}} مقالًا',
    count_other: '{{count}} مقال',
    pageOf: ' · الصفحة {{page}} من {{pageCount}}',
    loading: 'جارٍ تحميل المقالات...',
    failed: 'تعذّر جلب المقالات',
    error: 'تعذّر جلب المقالات: {{error}}',
    tryLater: 'يُرجى المحاولة لاحقًا.',
    pageEmpty: 'لا توجد مقالات في هذه الصفحة.',
    newest: 'اطّلع على أحدث المقالات',
    empty: 'لم تُنشر أي مقالات بعد.',
    pages: 'صفحات المقالات',
    previous: 'السابق',
    next: 'التالي',
    page: 'الصفحة {{page}}',
  },
  latest: {
    heading: 'رؤى ومقالات',
    intro: 'نصائح في التوظيف وإرشادات مهنية وأخبار السوق يكتبها مستشارو التوظيف لدينا.',
    all: 'جميع المقالات',
    empty: 'لم تُنشر أي مقالات بعد.',
  },
  card: {
    featured: 'مميّز',
    readTime_zero: 'قراءة في أقل من دقيقة',
    readTime_one: 'قراءة في دقيقة واحدة',
    readTime_two: 'قراءة في دقيقتين',
    readTime_few: 'قراءة في {{count}} دقائق',
    readTime_many: 'قراءة في {{count}} دقيقة',
    readTime_other: 'قراءة في {{count}} دقيقة',
  },
  page: {
    back: 'العودة إلى المدونة',
    notFound: 'المقال غير موجود.',
    error: 'تعذّر جلب المقال: {{error}}',
    author: 'الكاتب:',
    published: 'تاريخ النشر:',
    category: 'التصنيف:',
  },
};

export default articles;
