/**
 * The Arabic words of the marketing pages (the twin of ../pages.ts, same shapes): each page's title and description
 * for search results, its hero, its section headings and its closing call to action.
 */
import type { ABOUT_PAGE as EN_ABOUT, HOME_PAGE as EN_HOME, TESTIMONIALS_PAGE as EN_TESTIMONIALS } from '../pages';
import { SITE } from '../site';

export const HOME_PAGE: typeof EN_HOME = {
  coreServices: {
    eyebrow: 'ماذا نقدِّم',
    title: 'خدماتنا الأساسية',
    intro: 'ثلاث طرق نساعدك بها على بناء الفريق الذي تحتاجه، في أي دولة من الدول التي نخدمها.',
  },
  whyChooseUs: {
    eyebrow: 'لماذا نحن',
    title: 'توظيف سريع وآمن',
    intro: 'ما يحصل عليه كل عميل، أيًّا كانت الوظيفة وأينما كان مقرها.',
  },
  numbers: { eyebrow: 'أرقامنا', title: 'يثق بنا أصحاب العمل حول العالم' },
  talent: {
    eyebrow: 'الكفاءات التي نوفِّرها',
    title: 'كفاءات تقنية وإدارية',
    intro: 'متخصصون لفرق المنتجات والهندسة لديك، وكفاءات تدير بقية أعمالك.',
  },
  articles: {
    eyebrow: 'من مدونتنا',
    title: 'رؤى في التوظيف والمسار المهني',
    intro: 'نصائح من مستشاري التوظيف لدينا حول التوظيف السريع، والعمل عبر الحدود، وتطوير مسارك المهني.',
  },
  industries: {
    eyebrow: 'القطاعات',
    title: 'القطاعات التي نخدمها',
    intro: 'مستشارو توظيف يعرفون قطاعك وأنظمته، والكفاءات التي تنجح فيه.',
  },
  contact: {
    eyebrow: 'تواصل معنا',
    title: 'أخبرنا بمن تحتاج',
    intro: 'أرسل إلينا متطلباتك، وسيردُّ عليك أحد مستشاري التوظيف خلال 24 ساعة.',
  },
};

export const ABOUT_PAGE: typeof EN_ABOUT = {
  meta: {
    title: 'من نحن',
    description: `تربط ${SITE.name} الشركات بكفاءات تقنية وإدارية موثوقة في أكثر من 20 دولة: أكثر من 500 عملية توظيف ناجحة، ونسبة احتفاظ بالعملاء تبلغ 95%، وضمان بديل مجاني.`,
    path: '/about',
  },
  hero: {
    eyebrow: 'من نحن',
    title: `تعرَّف على ${SITE.name}`,
    intro:
      'نحن وكالة توظيف عالمية تساعد الشركات على توظيف الأشخاص المناسبين في أيام لا في أشهر، وتساعد المهنيين على إيجاد عمل يفخرون به.',
  },
  story: { eyebrow: 'قصتنا', title: 'من مستشارَي توظيف إلى فريق عالمي' },
  mission: { eyebrow: 'رسالتنا', title: 'لماذا نعمل ما نعمله' },
  whyChooseUs: {
    eyebrow: 'لماذا نحن',
    title: 'ما الذي يميزنا',
    intro: 'ستة أسباب تجعل شركات في أكثر من 20 دولة تأتمننا على أهم تعييناتها.',
  },
  values: {
    eyebrow: 'قيمنا',
    title: 'قيمنا الأساسية',
    intro: 'المبادئ التي تقف وراء كل عملية بحث، وكل قائمة مختصرة، وكل حوار.',
  },
  cta: {
    title: 'هل أنت مستعد لبناء فريقك، أو مسارك المهني؟',
    text: 'أخبرنا عن الكفاءات التي تحتاجها، أو تصفَّح الوظائف التي يوظِّف لها عملاؤنا الآن.',
  },
};

export const TESTIMONIALS_PAGE: typeof EN_TESTIMONIALS = {
  meta: {
    title: 'آراء عملائنا',
    description: `ماذا يقول المديرون التقنيون ومؤسسو الشركات وقادة الموارد البشرية عن التوظيف مع ${SITE.name}: قوائم مختصرة سريعة، ومرشحون تم التحقق منهم، وضمان بديل مجاني.`,
    path: '/testimonials',
  },
  hero: {
    eyebrow: 'آراء العملاء',
    title: 'ماذا يقول عملاؤنا',
    intro: 'مؤسسو شركات ومديرون تقنيون وقادة موارد بشرية يروون تجربتهم في التوظيف معنا، بكلماتهم.',
  },
  reviews: {
    eyebrow: 'تقييمات العملاء',
    title: 'موضع ثقة فرق العمل حول العالم',
    intro: 'اختر تقييمًا لقراءته كاملًا.',
  },
  cta: {
    title: 'قد تكون وظيفتك القادمة في أحد هذه الفرق',
    text: 'عملاؤنا يوظِّفون الآن. تصفَّح أحدث الوظائف الشاغرة وقدِّم طلبك في دقائق، أو أخبرنا بمن تحتاج.',
  },
};
