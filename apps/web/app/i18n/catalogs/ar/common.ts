import type en from '../en/common';
import type { SectionOf } from '../../catalog';

/** The words of every page: header, footer, legal links, error pages. */
const common: SectionOf<typeof en> = {
  tagline: 'توظيف واستقطاب كفاءات حول العالم',
  skipToContent: 'تخطَّ إلى المحتوى',
  nav: {
    main: 'التنقل الرئيسي',
    mobile: 'القائمة',
    home: 'الرئيسية',
    services: 'الخدمات',
    about: 'من نحن',
    blog: 'المدونة والوظائف',
    testimonials: 'آراء العملاء',
    contact: 'اتصل بنا',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    findJob: 'ابحث عن وظيفة',
    hireTalent: 'وظِّف الكفاءات',
  },
  footer: {
    about:
      'توظيف واستقطاب كفاءات حول العالم: مرشحون مؤهَّلون خلال 48 ساعة لأصحاب العمل في أوروبا والإمارات والولايات المتحدة والمملكة المتحدة والشرق الأوسط.',
    quickLinks: 'روابط سريعة',
    services: 'الخدمات',
    industries: 'القطاعات',
    rights: '© {{year}} {{name}}. جميع الحقوق محفوظة.',
    serviceNames: {
      fullCycle: 'التوظيف المتكامل',
      tech: 'توظيف كفاءات التقنية وتقنية المعلومات',
      nonIt: 'التوظيف في الأعمال والتخصصات غير التقنية',
      international: 'التوظيف الدولي',
      executive: 'البحث عن القيادات التنفيذية',
      consulting: 'استشارات الموارد البشرية',
    },
    industryNames: {
      technology: 'التقنية',
      finance: 'المال والمصارف',
      healthcare: 'الرعاية الصحية',
      retail: 'التجزئة والتجارة الإلكترونية',
      logistics: 'الخدمات اللوجستية',
      manufacturing: 'الصناعة',
    },
  },
  legal: {
    nav: 'السياسات والبيانات',
    kicker: 'قانوني',
    lastUpdated: 'آخر تحديث:',
    privacy: 'سياسة الخصوصية',
    terms: 'شروط الخدمة',
    cookies: 'سياسة ملفات تعريف الارتباط',
    accessibility: 'إمكانية الوصول',
  },
  errors: {
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundHeading: 'عذرًا! الصفحة غير موجودة',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    goHome: 'العودة إلى الصفحة الرئيسية',
    errorTitle: 'حدث خطأ ما',
    errorHeading: 'حدث خطأ غير متوقع في التطبيق',
    unknown: 'خطأ غير معروف',
  },
};

export default common;
