import { SITE_NAME, type Language, type StageState } from '@agency/contract';
import { jobIn, renderEmailBody, type EmailBody } from './emails';
import type { ComposedEmail } from './outbox';

/**
 * The candidate's news of their submission's stage (docs/025-placements.md "What the candidate is told"): one polite
 * e-mail per move, in plain words, linking to the candidate's own page. It is written from the stage the submission
 * reached alone, so it can never carry a move's internal reason or comment: every final outcome reads the same, but the
 * candidate's own withdrawal, which is acknowledged. In the language of the application (English or Arabic,
 * docs/026-languages.md "E-mails").
 */

/** What the candidate is told: the stage reached, the two kinds of end told apart. */
export type CandidateUpdate = 'submitted' | 'interviewing' | 'offered' | 'placed' | 'ended' | 'withdrawn';

/** The news a submission that reached `state` gives its candidate (`ended` for every outcome but their withdrawal). */
export function candidateUpdateOf(state: Pick<StageState, 'stage' | 'outcome'>): CandidateUpdate {
  if (state.stage === 'ended') return state.outcome === 'candidate-withdrew' ? 'withdrawn' : 'ended';
  return state.stage;
}

/** What one e-mail says: to whom, about which job and company (as the candidate may read it), and the page's link. */
export interface CandidateUpdateFacts {
  update: CandidateUpdate;
  /** The interview round reached (`interviewing`): a later round is "again". */
  round?: number;
  to: string;
  fullName: string;
  jobTitle: string;
  /** The company as the public site names it (`publicCompany`: the agency for a confidential job), or null. */
  company: string | null;
  /** The candidate's page (`candidatePageLink`, in `language`). */
  pageLink: string;
  /** The application's language (absent: English). */
  language?: Language;
}

/** The words of the news, by language (Arabic in Modern Standard Arabic, as the site's other e-mails to a person). */
const WORDS: Record<
  Language,
  {
    headings: Record<CandidateUpdate, string>;
    news: (update: CandidateUpdate, job: string, round: number) => string[];
    dear: (name: string) => string;
    page: string;
    follow: string;
    theRole: string;
  }
> = {
  en: {
    headings: {
      submitted: 'Your application has been shared with the employer',
      interviewing: 'The employer would like to interview you',
      offered: 'You have an offer',
      placed: 'Congratulations',
      ended: 'An update on your application',
      withdrawn: 'Your application is withdrawn',
    },
    news: (update, job, round) => {
      switch (update) {
        case 'submitted':
          return [
            `Good news: your application for ${job} has been shared with the employer.`,
            'We will let you know as soon as they reply.',
          ];
        case 'interviewing':
          return [
            round > 1
              ? `The employer would like to interview you again for ${job}.`
              : `The employer would like to interview you for ${job}.`,
            'You will receive an invitation with the time and the details.',
          ];
        case 'offered':
          return [`You have an offer for ${job}.`, 'Your recruiter will be in touch with you about it.'];
        case 'placed':
          return [
            `Congratulations on your new role: ${job}.`,
            'We wish you every success, and thank you for your trust.',
          ];
        case 'ended':
          return [
            `Thank you for your interest in ${job}. The employer has decided not to go further with your application, or the position has closed.`,
            'We know this is not the news you hoped for, and we are grateful for the time you gave us.',
          ];
        case 'withdrawn':
          return [`We have recorded that you withdrew your application for ${job}. Thank you for letting us know.`];
      }
    },
    dear: (name) => `Dear ${name},`,
    page: 'Your own page shows where your application stands. The link is yours alone: please do not share it.',
    follow: 'Follow your application',
    theRole: 'the role you applied for',
  },
  ar: {
    headings: {
      submitted: 'أرسلنا طلبك إلى صاحب العمل',
      interviewing: 'يرغب صاحب العمل في إجراء مقابلة معك',
      offered: 'لديك عرض وظيفي',
      placed: 'تهانينا',
      ended: 'مستجدات طلبك',
      withdrawn: 'تم سحب طلبك',
    },
    news: (update, job, round) => {
      switch (update) {
        case 'submitted':
          return [`أخبار سارة: أرسلنا طلبك لوظيفة ${job} إلى صاحب العمل.`, 'وسنبلغك فور وصول رده.'];
        case 'interviewing':
          return [
            round > 1
              ? `يرغب صاحب العمل في إجراء مقابلة أخرى معك لوظيفة ${job}.`
              : `يرغب صاحب العمل في إجراء مقابلة معك لوظيفة ${job}.`,
            'ستصلك دعوة بالموعد والتفاصيل.',
          ];
        case 'offered':
          return [`لديك عرض لوظيفة ${job}.`, 'وسيتواصل معك مسؤول التوظيف بشأنه.'];
        case 'placed':
          return [`تهانينا على وظيفتك الجديدة: ${job}.`, 'نتمنى لك كل النجاح، ونشكرك على ثقتك بنا.'];
        case 'ended':
          return [
            `نشكرك على اهتمامك بوظيفة ${job}. قرر صاحب العمل عدم المضي قدمًا في طلبك، أو أُغلقت الوظيفة.`,
            'ندرك أن هذا ليس الخبر الذي كنت تأمله، ونقدّر الوقت الذي منحتنا إياه.',
          ];
        case 'withdrawn':
          return [`سجّلنا أنك سحبت طلبك لوظيفة ${job}. نشكرك على إبلاغنا.`];
      }
    },
    dear: (name) => `مرحبًا ${name}،`,
    page: 'تعرض صفحتك الخاصة ما وصل إليه طلبك. هذا الرابط لك وحدك، فيُرجى عدم مشاركته.',
    follow: 'تابع طلبك',
    theRole: 'الوظيفة التي تقدّمت إليها',
  },
};

/** The words "the role you applied for", for a job without a title, in `language`. */
export function unnamedRole(language: Language = 'en'): string {
  return WORDS[language].theRole;
}

/**
 * The e-mail of one stage move to the candidate (kind `candidate-update`): a greeting, the news in plain words and the
 * link to their page. Never a reason, a comment, a note or anybody's name but the candidate's.
 */
export function candidateUpdateEmail(facts: CandidateUpdateFacts): ComposedEmail {
  const language = facts.language ?? 'en';
  const words = WORDS[language];
  const job = jobIn(language, facts.jobTitle, facts.company);
  const heading = words.headings[facts.update];
  const body: EmailBody = {
    heading,
    paragraphs: [words.dear(facts.fullName), ...words.news(facts.update, job, facts.round ?? 1), words.page],
    link: { label: words.follow, href: facts.pageLink },
    language,
  };
  return {
    kind: 'candidate-update',
    to: facts.to,
    // The outbox keeps 300 characters of a subject.
    subject: `${heading}: ${facts.jobTitle} — ${SITE_NAME}`.slice(0, 300),
    ...renderEmailBody(body),
  };
}
