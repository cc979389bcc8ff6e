import type en from '../en/emailPages';
import type { SectionOf } from '../../catalog';

/** The pages reached from our e-mails' links, in Arabic (docs/026-languages.md "Pages reached from e-mails"). */
const emailPages: SectionOf<typeof en> = {
  link: {
    browseJobs: 'تصفّح لوحة الوظائف',
    unknownHeading: 'هذا الرابط لا يعمل',
    failedHeading: 'حدث خطأ ما',
  },
  alerts: {
    unknownLink:
      'هذا الرابط غير معروف أو انتهت صلاحيته. تبقى روابط التأكيد صالحة {{days}} أيام، ويمكنك إعداد التنبيه من جديد من لوحة الوظائف.',
    confirmTitle: 'تنبيه الوظائف',
    confirmed: 'تم تفعيل تنبيه الوظائف.',
    emailAbout: 'سنراسلك بالبريد الإلكتروني بشأن:',
    howOften:
      'رسالة واحدة في اليوم على الأكثر، ولا نرسلها إلا عند وجود وظائف جديدة. وفي كل رسالة رابط لإلغاء الاشتراك بنقرة واحدة.',
    confirmFailed: 'تعذّر علينا تأكيد تنبيه الوظائف الآن. يُرجى فتح الرابط مرة أخرى.',
    unsubscribeTitle: 'إلغاء الاشتراك في تنبيه الوظائف',
    unsubscribedHeading: 'تم إلغاء اشتراكك',
    unsubscribed: 'تم إلغاء اشتراكك، ولن تصلك بعد الآن رسائل عن تنبيه الوظائف هذا.',
    stopEmails: 'أوقِف رسائل الوظائف الجديدة الخاصة بتنبيه الوظائف هذا.',
    unsubscribe: 'إلغاء الاشتراك',
    unsubscribing: 'جارٍ إلغاء الاشتراك...',
    unsubscribeFailed: 'تعذّر علينا إلغاء اشتراكك الآن. يُرجى المحاولة مرة أخرى.',
  },
};

export default emailPages;
