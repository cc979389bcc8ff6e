import type { EMAIL_SUPPORT } from '../contact';
import type { Claim, Faq } from '../faqs';
import type { TextOf } from '../localized';
import type { Office } from '../offices';
import type { CONTACT_PAGE, HIRE_PAGE } from '../pages';

/**
 * The Arabic twins of the Contact and Hire pages' content (../pages.ts, ../faqs.ts, ../contact.ts, ../offices.ts), for
 * their loaders (../contact-copy.server.ts): the same shapes, in the same order. Addresses, phone numbers, e-mail
 * addresses and the office pictures stay as they are (an address is written as the post reads it).
 */

export const AR_CONTACT_PAGE: typeof CONTACT_PAGE = {
  meta: {
    title: 'اتصل بنا',
    description:
      'أخبرنا بالكفاءات التي تحتاجها. نرد خلال 24 ساعة، ولدينا مكاتب في الولايات المتحدة وباكستان والإمارات العربية المتحدة.',
    path: '/contact',
  },
  hero: {
    eyebrow: 'اتصل بنا',
    title: 'لنتحدث عن احتياجاتك من التوظيف',
    intro: 'أخبرنا بمن تحتاج وأين. سيتواصل معك خلال 24 ساعة مستشار توظيف يعرف مجالك.',
  },
  faq: { eyebrow: 'الأسئلة الشائعة', title: 'أسئلة يكثر طرحها' },
  offices: {
    eyebrow: 'مكاتبنا',
    title: 'تفضّل بزيارتنا',
    intro: 'ثلاثة مكاتب وفريق واحد، ومستشارو توظيف يعملون في كل المناطق الزمنية التي نخدمها.',
  },
};

export const AR_HIRE_PAGE: typeof HIRE_PAGE = {
  meta: {
    title: 'وظّف الكفاءات',
    description:
      'أطلعنا على الوظيفة التي تريد شغلها، وسيرد عليك خلال 24 ساعة مستشار يعرف مجالك ويشرح لك كيف سنجد الموظف المناسب.',
    path: '/hire',
  },
  hero: {
    eyebrow: 'وظّف الكفاءات',
    title: 'أخبرنا بمن تحتاج إلى توظيفه',
    intro:
      'أطلعنا مرة واحدة على الوظيفة، ومكان العمل، وميزانيتك، وما يجب أن يتمتع به الموظف. وسيرد عليك أحد مستشارينا خلال 24 ساعة.',
  },
};

export const AR_FAQS: Faq[] = [
  {
    question: 'متى أحصل على ملفات المرشحين؟',
    answer:
      'في معظم الوظائف تصلك أولى ملفات المرشحين الذين تحققنا منهم خلال 48 إلى 72 ساعة من مكالمة التعريف بالاحتياجات. وقد تستغرق عمليات البحث عن القيادات أو التخصصات النادرة أو التوظيف الدولي وقتًا أطول قليلًا؛ نتفق معك على جدول زمني في المكالمة الأولى ونلتزم به.',
  },
  {
    question: 'هل تتولّون الامتثال للأنظمة عند التوظيف في دول أخرى؟',
    answer:
      'نعم. نراجع قوانين العمل المحلية والعقود وحق العمل ومتطلبات التأشيرة في كل دولة نوظّف فيها، ويمكننا توظيف مرشحك عبر شركائنا بصفتهم صاحب العمل المسجَّل إذا لم يكن لديك كيان محلي.',
  },
  {
    question: 'ماذا يحدث إذا غادر المرشح خلال فترة التجربة؟',
    answer:
      'إذا غادر مرشح عيّناه أو أُنهيت خدمته خلال فترة التجربة، نجد لك بديلًا دون أي تكلفة. وهذا الضمان منصوص عليه في كل اتفاقية.',
  },
  {
    question: 'ما القطاعات التي توظّفون لها؟',
    answer:
      'نوظّف لقطاعات التقنية، والمالية والمصرفية، والرعاية الصحية، والتجزئة والتجارة الإلكترونية، والخدمات اللوجستية، والتصنيع، في الوظائف التقنية وغير التقنية، من المستوى المبتدئ حتى مجالس الإدارة.',
  },
];

export const AR_CLAIMS: Array<TextOf<Claim>> = [
  { title: 'استجابة خلال 48 ساعة', description: 'مرشحون تحققنا منهم خلال 48 ساعة لمعظم الوظائف.' },
  { title: 'بديل مجاني', description: 'مرشح جديد دون تكلفة إذا غادر الموظف خلال فترة التجربة.' },
  { title: 'امتثال عالمي', description: 'نتولى العقود وأنظمة العمل المحلية في أكثر من 20 دولة.' },
  { title: 'أكثر من 500 تعيين', description: 'مهنيون عيّناهم لدى شركات في أنحاء العالم.' },
];

/** The e-mail support card's words; its address is the site's (`EMAIL_SUPPORT.address`). */
export const AR_EMAIL_SUPPORT: { [K in Exclude<keyof typeof EMAIL_SUPPORT, 'address'>]: string } = {
  title: 'الدعم عبر البريد الإلكتروني',
  description: 'تفضّل البريد الإلكتروني؟ راسل فريق الدعم وسيرد عليك أحد مستشاري التوظيف خلال 24 ساعة.',
  subject: 'استفسار عن التوظيف من الموقع',
  body: [
    'مرحبًا فريق Northstar Talent،',
    '',
    'أودّ مناقشة احتياج للتوظيف.',
    '',
    'الشركة:',
    'الوظيفة أو الوظائف المطلوبة:',
    'المكان (من المقر، أو عن بُعد، أو الدولة):',
    'تاريخ البدء المفضل:',
    '',
    'مع أطيب التحيات،',
  ].join('\n'),
};

/** Each office's country and city in Arabic, in the order of OFFICES; the rest of an office stays as it is. */
export const AR_OFFICE_NAMES: Array<Pick<Office, 'country' | 'city'>> = [
  { country: 'الولايات المتحدة', city: 'نيويورك' },
  { country: 'باكستان', city: 'لاهور' },
  { country: 'الإمارات العربية المتحدة', city: 'دبي' },
];
