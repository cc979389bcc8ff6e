import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CANDIDATE_NO_TIME_LEFT_MESSAGE,
  CANDIDATE_WITHDRAWN_MESSAGE,
  candidateStageLabel,
  timelineText,
  type CandidateInterview,
} from '@agency/contract';
import ar from '~/i18n/catalogs/ar';
import en from '~/i18n/catalogs/en';
import { CandidatePageView, InterviewItem } from './candidate-page';

// The page's catalogs through a plain i18next instance: react-i18next's hooks would load the root's other React copy.
const i18n = vi.hoisted(() => ({ instance: null as unknown as typeof i18next }));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: i18n.instance.t.bind(i18n.instance) }) }));
beforeAll(async () => {
  i18n.instance = i18next.createInstance();
  await i18n.instance.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
  });
});

/** Renders `element` at `path` inside a router (its form needs one) in the path's language, as the server does. */
function render(element: React.ReactElement, path = '/my-application/t'): string {
  void i18n.instance.changeLanguage(path.startsWith('/ar/') ? 'ar' : 'en');
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const proposed = (slots: CandidateInterview['slots']): CandidateInterview => ({
  id: 'i1',
  round: 1,
  kind: 'video',
  status: 'to-pick',
  startsAt: null,
  lengthMinutes: 30,
  videoLink: null,
  address: null,
  slots,
  calendar: false,
});

describe('the pick of a proposed interview time', () => {
  it('offers the times still to come, each sending its index among the times proposed', () => {
    const html = render(
      <InterviewItem
        interview={proposed([{ index: 2, startsAt: '2027-03-20T15:00:00.000Z' }])}
        zone="UTC"
        token="t"
        error={null}
      />,
    );
    expect(html).toContain('Pick a time that suits you');
    expect(html).toContain('Round 1: video interview');
    expect(html).toContain('30 minutes');
    expect(html).toContain('value="2"');
    expect(html).not.toContain(CANDIDATE_NO_TIME_LEFT_MESSAGE);
  });

  it('says so in plain words when every time proposed has passed, with no form to send', () => {
    const html = render(<InterviewItem interview={proposed([])} zone="UTC" token="t" error={null} />);
    expect(html).toContain(CANDIDATE_NO_TIME_LEFT_MESSAGE);
    expect(html).not.toContain('Book this time');
  });

  it('is in Arabic on the Arabic page: the round, length and times (Latin digits)', () => {
    const html = render(
      <InterviewItem
        interview={{ ...proposed([{ index: 0, startsAt: '2027-03-20T15:00:00.000Z' }]), lengthMinutes: 90 }}
        zone="Asia/Dubai"
        token="t"
        error={null}
      />,
      '/ar/my-application/t',
    );
    expect(html).toContain('الجولة 1: مقابلة بالفيديو');
    expect(html).toContain('اختر موعدًا يناسبك');
    expect(html).toContain('ساعة و30 دقيقة');
    expect(html).toContain('20 مارس 2027');
    expect(html).toContain('19:00 (Asia/Dubai)');
    expect(html).not.toMatch(/Pick a time|Round 1|minutes/);
  });
});

describe('the candidate’s page in Arabic (docs/026-languages.md "Pages reached from e-mails")', () => {
  it('says the CMS’s English standing, stage, timeline and message in Arabic, dates with Latin digits', () => {
    const html = render(
      <CandidatePageView
        outcome={{
          status: 'page',
          page: {
            reference: 'ref1',
            fullName: 'ليلى حسن',
            appliedAt: '2027-03-01T10:05:00.000Z',
            standing: 'in-review',
            mayWithdraw: true,
            job: { title: 'Staff Nurse', company: 'St Mary Clinic', slug: 'staff-nurse' },
            recruiter: { firstName: 'Omar' },
            timeline: [
              { at: '2027-03-01T10:05:00.000Z', kind: 'applied', text: 'You applied.' },
              { at: '2027-03-02T10:05:00.000Z', kind: 'status', text: timelineText('Reviewed') },
            ],
            timeZone: 'Asia/Dubai',
            stage: { label: candidateStageLabel({ stage: 'interviewing', round: 2 }), closed: false },
            interviews: [],
            offer: null,
          },
          zones: ['Asia/Dubai', 'UTC'],
          confirm: null,
          message: CANDIDATE_WITHDRAWN_MESSAGE,
          fieldError: null,
        }}
        token="t"
        acted={false}
      />,
      '/ar/my-application/t',
    );
    for (const arabic of [
      'طلبك',
      'قيد المراجعة',
      'مرحلة المقابلات (الجولة 2)',
      'تقدّمت بطلبك.',
      'راجع أحد مسؤولي التوظيف طلبك.',
      'تم سحب طلبك.',
      'مسؤول التوظيف الخاص بك: Omar',
      '1 مارس 2027',
      'href="/ar/jobs/staff-nurse"',
      'href="/ar/privacy"',
    ]) {
      expect(html).toContain(arabic);
    }
    expect(html).not.toMatch(/You applied|In review|Interviewing|Your recruiter|withdrawn\./);
  });
});
