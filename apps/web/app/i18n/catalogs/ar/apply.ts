import { YES_NO_LABELS } from '@agency/contract';
import type { SectionOf } from '../../catalog';
import type en from '../en/apply';

/** نموذج التقديم على وظيفة (انظر ../en/apply.ts). */
const apply: SectionOf<typeof en> = {
  heading: 'قدّم على هذه الوظيفة',
  closedHeading: 'باب التقديم مغلق',
  replyPromise: 'يرد مسؤولو التوظيف لدينا على كل طلب خلال 48 ساعة.',
  closedBefore: 'هذه الوظيفة مغلقة ولم تعد تستقبل طلبات.',
  closedLink: 'اطّلع على الوظائف الشاغرة',
  shortcut: 'قدّم الآن',
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  country: 'أين تقيم؟ (اختياري)',
  countryPlaceholder: 'اختر دولة',
  coverLetter: 'خطاب التقديم',
  resume: 'السيرة الذاتية (PDF أو DOC أو DOCX، حتى 5 ميغابايت)',
  consentBefore: 'أوافق على أن يحفظ هذا الموقع بياناتي ويعالجها كما هو موضّح في ',
  consentLink: 'سياسة الخصوصية',
  consentAfter: '.',
  poolConsent_zero: 'احتفظوا بسيرتي الذاتية في قاعدة المواهب لديكم لفرص مستقبلية. (اختياري)',
  poolConsent_one: 'احتفظوا بسيرتي الذاتية في قاعدة المواهب لديكم لفرص مستقبلية مدة شهر واحد. (اختياري)',
  poolConsent_two: 'احتفظوا بسيرتي الذاتية في قاعدة المواهب لديكم لفرص مستقبلية مدة شهرين. (اختياري)',
  poolConsent_few: 'احتفظوا بسيرتي الذاتية في قاعدة المواهب لديكم لفرص مستقبلية مدة {{count}} أشهر. (اختياري)',
  poolConsent_many: 'احتفظوا بسيرتي الذاتية في قاعدة المواهب لديكم لفرص مستقبلية مدة {{count}} شهرًا. (اختياري)',
  poolConsent_other: 'احتفظوا بسيرتي الذاتية في قاعدة المواهب لديكم لفرص مستقبلية مدة {{count}} شهر. (اختياري)',
  uploading: 'جارٍ رفع السيرة الذاتية',
  submitting: 'جارٍ الإرسال...',
  submit: 'أرسل الطلب',
  screening: {
    optional: '{{label}} (اختياري)',
    chooseAnswer: 'اختر إجابة',
    chooseCountry: 'اختر الدولة',
    yesNo: YES_NO_LABELS.ar,
    amount: 'المبلغ',
    currency: 'العملة',
    currencyCommon: 'الأكثر استخدامًا',
    currencyAll: 'جميع العملات',
    choose: 'اختر',
    per: 'لكل',
    periods: { HOUR: 'ساعة', DAY: 'يوم', WEEK: 'أسبوع', MONTH: 'شهر', YEAR: 'سنة' },
  },
};

export default apply;
