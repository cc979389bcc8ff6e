import type { SectionOf } from '../../catalog';
import type en from '../en/messages';

/** رسائل النماذج العامة (انظر ../en/messages.ts). */
const messages: SectionOf<typeof en> = {
  contactSuccess: 'تم إرسال رسالتك بنجاح!',
  contactFailure: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
  hireSuccess: 'شكرًا لك. تم إرسال طلب التوظيف، وسيرد عليك أحد مستشارينا خلال 24 ساعة. أرسلنا نسخة منه إلى بريدك الإلكتروني.',
  hireFailure: 'تعذّر إرسال طلب التوظيف. يُرجى المحاولة مرة أخرى.',
  hireCountry: 'اختر الدولة التي سيكون فيها العمل.',
  hireApplicantLocations: 'اختر دولة واحدة على الأقل يمكن أن يقيم فيها الموظف.',
  jobDescriptionType: 'يجب أن يكون الوصف الوظيفي ملفًا بصيغة ‎.pdf أو ‎.doc أو ‎.docx.',
  jobDescriptionSize: 'يجب ألا يتجاوز حجم الوصف الوظيفي 5 ميغابايت.',
  salaryRange: 'يجب ألا يقل الحد الأعلى للراتب عن الحد الأدنى.',
  salaryCurrency: 'اختر عملة الراتب.',
  jobAlertSubscribed: 'تحقّق من بريدك الوارد لتأكيد تنبيه الوظائف.',
  jobAlertFailure: 'تعذّر إعداد تنبيه الوظائف. يُرجى المحاولة مرة أخرى.',
  phoneFormat: 'يُرجى إدخال رقم هاتف صحيح، مثل ‎+971 4 123 4567 (6 أرقام على الأقل).',
  rateLimit: 'وصلتنا طلبات كثيرة من اتصالك. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',

  tooLong: 'يجب ألا يتجاوز حقل «{{label}}» {{max}} حرفًا.',
  labels: {
    fullName: 'الاسم الكامل',
    company: 'الشركة',
    emailAddress: 'البريد الإلكتروني',
    phone: 'الهاتف',
    message: 'الرسالة',
    yourName: 'اسمك',
    workEmail: 'البريد الإلكتروني للعمل',
    roleTitle: 'المسمى الوظيفي',
    city: 'المدينة',
    requirements: 'المتطلبات',
    mustHave: 'كل شرط أساسي',
  },
  contact: {
    fullNameMissing: 'يُرجى إدخال اسمك الكامل.',
    emailMissing: 'يُرجى إدخال بريدك الإلكتروني.',
    messageMissing: 'يُرجى إخبارنا باحتياجاتك.',
    emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح.',
    serviceInvalid: 'يُرجى اختيار خدمة من القائمة.',
  },
  hire: {
    companyMissing: 'يُرجى إدخال اسم شركتك.',
    contactNameMissing: 'يُرجى إدخال اسمك.',
    emailMissing: 'يُرجى إدخال البريد الإلكتروني للعمل.',
    roleTitleMissing: 'يُرجى إدخال المسمى الوظيفي.',
    workplaceMissing: 'اختر مكان أداء العمل.',
    employmentTypeMissing: 'اختر نوع التوظيف.',
    requirementsMissing: 'يُرجى إخبارنا بمتطلبات الوظيفة.',
    emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح.',
    hiresInvalid: 'يجب أن يكون عدد الموظفين المطلوبين عددًا صحيحًا من 1 إلى {{max}}.',
    countryInvalid: 'اختر دولة من القائمة.',
    applicantLocationsInvalid: 'اختر الدول من القائمة.',
    salaryMinInvalid: 'يجب أن يكون الحد الأدنى عددًا صحيحًا من 0 إلى {{max}}.',
    salaryMaxInvalid: 'يجب أن يكون الحد الأعلى عددًا صحيحًا من 0 إلى {{max}}.',
    salaryCurrencyInvalid: 'اختر عملة من القائمة.',
    salaryPeriodInvalid: 'اختر فترة من القائمة.',
    startDateInvalid: 'أدخل تاريخ البدء بصيغة تاريخ.',
    mustHavesInvalid: 'اكتب {{max}} شروط أساسية على الأكثر، كل شرط في سطر.',
    screeningPresetsInvalid: 'اختر الأسئلة من القائمة.',
  },
};

export default messages;
