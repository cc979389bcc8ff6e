/**
 * The Arabic twin of ../talent.ts: the home page's six tech categories and six business roles, words only, same
 * order. Names of technologies and products (React, AWS, Figma…) stay as they are written.
 */
import type { TextOf } from '../localized';
import type { BusinessRole, TechCategory } from '../talent';

export const TECH_CATEGORIES: Array<TextOf<TechCategory>> = [
  { name: 'تطوير البرمجيات', skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Java', '.NET', 'Python'] },
  { name: 'الحوسبة السحابية وDevOps', skills: ['AWS', 'Azure', 'Google Cloud', 'Kubernetes', 'Terraform', 'CI/CD'] },
  {
    name: 'البيانات والذكاء الاصطناعي',
    skills: ['SQL', 'Spark', 'تعلُّم الآلة', 'Power BI', 'dbt', 'تطبيقات النماذج اللغوية الكبيرة'],
  },
  {
    name: 'الأمن السيبراني',
    skills: [
      'تحليل مركز العمليات الأمنية',
      'اختبار الاختراق',
      'إدارة الهوية والوصول',
      'ISO 27001',
      'أمن الحوسبة السحابية',
    ],
  },
  { name: 'تطوير تطبيقات الجوال', skills: ['iOS', 'Swift', 'Android', 'Kotlin', 'React Native', 'Flutter'] },
  {
    name: 'المنتجات والتصميم',
    skills: ['إدارة المنتجات', 'أبحاث تجربة المستخدم', 'تصميم الواجهات', 'Figma', 'أتمتة اختبارات الجودة'],
  },
];

export const BUSINESS_ROLES: Array<TextOf<BusinessRole>> = [
  { name: 'المالية والمحاسبة', description: 'محاسبون ومحللون ماليون ومراقبون ماليون ومتخصصو رواتب.' },
  { name: 'المبيعات وتطوير الأعمال', description: 'مديرو حسابات ومندوبو تطوير مبيعات ومديرو مبيعات إقليميون.' },
  { name: 'التسويق', description: 'متخصصو التسويق الرقمي وكتَّاب المحتوى ومديرو العلامات التجارية.' },
  { name: 'الموارد البشرية', description: 'شركاء أعمال الموارد البشرية ومتخصصو استقطاب الكفاءات وشؤون الموظفين.' },
  { name: 'خدمة العملاء', description: 'موظفو دعم متعددو اللغات وقادة فرق ومديرو نجاح العملاء.' },
  { name: 'العمليات والشؤون الإدارية', description: 'مديرو عمليات ومساعدون تنفيذيون ومساعدون افتراضيون.' },
];
