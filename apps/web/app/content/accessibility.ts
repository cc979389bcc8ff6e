import { contactSubjectHref, RESPONSE_PROMISE } from './contact';
import type { LegalDocument } from './legal';
import { SITE } from './site';

/** The address of the accessibility statement (routes.ts, the footer, the sitemap). */
export const ACCESSIBILITY_PATH = '/accessibility';

/**
 * The accessibility statement (/accessibility, linked from every page's footer): the standard the site aims at, how
 * it is tested (the browser tests of e2e/: axe-core, the keyboard suite, contrast and target sizes), what is known not
 * to meet it, and how to report a barrier (the contact form opened with the accessibility subject). Keep the known
 * limitations true: when one is fixed or found, change them and `updated`.
 */
export const ACCESSIBILITY_STATEMENT: LegalDocument = {
  kicker: 'Accessibility',
  title: 'Accessibility statement',
  summary: `${SITE.name} wants everyone to be able to find a job, apply for it and reach us through this website, whatever they use to browse it.`,
  updated: '2026-11-25',
  sections: [
    {
      heading: 'Our standard',
      paragraphs: [
        'We aim for this website and our staff back-office to meet the Web Content Accessibility Guidelines (WCAG) 2.2 of the W3C at level AA. The site partly meets it: the known limitations below do not, yet.',
        'In practice this means:',
      ],
      list: [
        'everything can be done with a keyboard alone, the focus is always visible and goes where you expect it, for example to the answer of a form you sent;',
        'forms say in words what is missing or wrong, next to the field, and never move you away while you type;',
        'text, form fields and focus rings have enough contrast, and the links, buttons and boxes of the public pages are at least 24 by 24 pixels on a phone;',
        'the pages fit a phone screen without scrolling sideways, and nothing moves on its own if your device asks for reduced motion; the articles carousel also has a button to stop it;',
        'applying for a job, the contact form and job alerts also work without JavaScript.',
      ],
    },
    {
      heading: 'How we test',
      paragraphs: ['Every change to the site goes through automated browser tests that check:'],
      list: [
        'every public page, at phone and desktop widths, and every staff page with axe-core, an automated accessibility checker;',
        'the main journeys with the keyboard alone, typing key by key and checking after each step where the focus is: applying with a resume after a mistake, the contact and job alert forms, and in the back-office signing in, handling an application, and writing and deleting jobs and articles;',
        'the contrast of form field borders, placeholder text and focus rings, computed from the colours the browser shows (axe-core does not check these);',
        'the size of every link, button and checkbox of the public pages on a 390 pixel wide phone screen.',
      ],
      after: [
        'In November 2026 we also audited the site by hand against WCAG 2.2 level AA, with the keyboard alone on a phone and on a desktop; what it found is fixed or listed below.',
      ],
    },
    {
      heading: 'Known limitations',
      list: [
        'Staff back-office: erasing a person’s data on the personal data page (“Delete all data”) asks for confirmation in a dialog that needs JavaScript; without JavaScript the button does nothing.',
        'Staff back-office: the article editor’s content field needs JavaScript; without it an article cannot be written.',
        'Article covers and pictures inside articles are described for screen readers only when staff give them a text alternative in the content system’s media library; the site’s own article editor cannot set one yet.',
        'Resumes and other documents that applicants and staff upload are not checked for accessibility.',
        'The emails we send (confirmations, job alerts) have not been audited yet.',
        'The administration panel of our content system, which only our administrators use to manage staff accounts, is a third-party product outside this statement.',
      ],
    },
    {
      heading: 'Report a barrier',
      paragraphs: [
        `If something on this site stops you, or you need a job advert or a form in another format, tell us: the page, what you were trying to do and what happened. ${RESPONSE_PROMISE}`,
      ],
      link: { to: contactSubjectHref('accessibility'), label: 'Report a barrier through the contact form' },
      after: [`You can also email ${SITE.email} or call ${SITE.phone} (${SITE.hours}).`],
    },
  ],
};
