/** The Arabic twin of ../core-services.ts: the home page's three core-service cards, words only, same order and ids. */
import type { CORE_SERVICES as EN_CORE_SERVICES } from '../core-services';
import type { TextOf } from '../localized';

export const CORE_SERVICES: Array<TextOf<(typeof EN_CORE_SERVICES)[number]>> = [
  {
    id: 'full-cycle-recruitment',
    title: 'التوظيف المتكامل',
    description: 'من وصف الوظيفة حتى توقيع العرض: نستقطب المرشحين ونفرزهم ونقابلهم ونتابع حتى يستقر موظفك الجديد.',
    points: ['مستشار توظيف مخصص لك', 'مرشحون تم التحقق من خلفياتهم', 'بديل مجاني خلال فترة التجربة'],
  },
  {
    id: 'tech-it-staffing',
    title: 'توظيف الكفاءات التقنية',
    description:
      'مطورون ومتخصصون في الحوسبة السحابية والبيانات والأمن السيبراني، نختبر مهاراتهم التقنية قبل أن تقابلهم.',
    points: ['دوام دائم أو بعقود مؤقتة', 'عن بُعد أو من مقر العمل', 'قائمة مختصرة خلال 48 ساعة'],
  },
  {
    id: 'business-support-roles',
    title: 'الوظائف الإدارية والمساندة',
    description:
      'كفاءات في المالية والمبيعات والتسويق والموارد البشرية والعمليات وخدمة العملاء لكل مرحلة من مراحل نموك.',
    points: ['من المستوى المبتدئ حتى الإدارة', 'فرق دعم متعددة اللغات', 'أولى الملفات خلال 48 إلى 72 ساعة'],
  },
];
