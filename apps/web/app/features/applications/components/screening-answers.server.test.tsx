import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUIRED_MESSAGE, type ScreeningQuestion } from '@agency/contract';
import ar from '~/i18n/catalogs/ar';
import en from '~/i18n/catalogs/en';
import { ScreeningAnswers } from './screening-answers';

/*
 * react-i18next is hoisted to the repository's root beside React 18 (Strapi's), so its hooks cannot run under the
 * app's React 19 renderer in a unit test: `useTranslation` is stubbed with a real i18next instance and both catalogs
 * (hence a `.server.test`: a file that stubs a module gets its own module graph, vitest.config.ts).
 */
const i18n = i18next.createInstance();
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: i18n.t.bind(i18n), i18n }) }));

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
  });
});

/** A job's questions as staff wrote them (English words: they are shown as written in both languages). */
const questions: ScreeningQuestion[] = [
  { id: 'licence', kind: 'yes-no', label: 'Do you hold a UAE driving licence?', required: true, options: [] },
  { id: 'shift', kind: 'choice', label: 'Preferred shift', required: false, options: ['Day', 'Night'] },
  { id: 'nationality', kind: 'country', label: 'What is your nationality?', required: true, options: [] },
  { id: 'salary', kind: 'salary', label: 'What is your expected salary?', required: true, options: [] },
];

type Fields = Parameters<typeof ScreeningAnswers>[0]['fields'];

/**
 * Conform's metadata of the answer `name` as the apply form's fieldset gives it (`useForm` is Conform's hook, of the
 * root's React: the fields are written out instead), with `errors` after a refused submit.
 */
function fieldOf(name: string, errors?: string[]): Fields[string] {
  const parts = ['amount', 'currency', 'period'];
  return {
    id: `apply-${name}`,
    errorId: `apply-${name}-error`,
    descriptionId: `apply-${name}-description`,
    name,
    formId: 'apply',
    initialValue: undefined,
    value: undefined,
    errors,
    valid: !errors,
    required: false,
    getFieldset: () => Object.fromEntries(parts.map((part) => [part, fieldOf(`${name}.${part}`)])),
  } as unknown as Fields[string];
}

/** The apply form's screening fieldset after a submit that left the yes-no question unanswered. */
function Answers() {
  const fields = Object.fromEntries(
    questions.map(({ id }) => [id, fieldOf(`screening.${id}`, id === 'licence' ? [REQUIRED_MESSAGE] : undefined)]),
  );
  return <ScreeningAnswers questions={questions} fields={fields} />;
}

/** The answers rendered at `path` in its language, as the server renders the job page. */
function render(path: string): string {
  void i18n.changeLanguage(path.startsWith('/ar/') ? 'ar' : 'en');
  const router = createMemoryRouter([{ path: '*', element: <Answers /> }], { initialEntries: [path] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the screening questions' own words on the apply form", () => {
  it('are Arabic on an Arabic job page; the questions stay as staff wrote them', () => {
    const html = render('/ar/jobs/driver');
    expect(html).toContain('Do you hold a UAE driving licence?');
    expect(html).toContain('Preferred shift (اختياري)');
    expect(html).toMatch(/>نعم<\/label>/);
    expect(html).toMatch(/>لا<\/label>/);
    expect(html).toContain('هذا الحقل مطلوب.');
    expect(html).toContain('اختر إجابة');
    expect(html).toContain('اختر الدولة');
    expect(html).toContain('الإمارات العربية المتحدة');
    for (const words of ['المبلغ', 'العملة', 'لكل', '>شهر<', 'الأكثر استخدامًا']) expect(html).toContain(words);
    expect(html).not.toMatch(/\b(Yes|No|Amount|Currency|Per|Choose|month|optional|Common|United Arab)\b/);
    expect(html).not.toContain('This field is required.');
  });

  it('are as before on an English job page', () => {
    const html = render('/jobs/driver');
    expect(html).toContain('Preferred shift (optional)');
    expect(html).toMatch(/>Yes<\/label>/);
    expect(html).toContain('This field is required.');
    expect(html).toContain('Choose an answer');
    expect(html).toContain('United Arab Emirates');
    for (const words of ['>Amount', '>Currency', '>Per', '>month<', 'label="Common"']) expect(html).toContain(words);
  });
});
