/**
 * The words of the marketing pages (docs/000-product.md §2): each page's title and description for search results, its
 * hero, its section headings (eyebrow, h2, intro) and its closing call to action, so that copy is edited here and the
 * route modules hold only the layout. The words of /services are in the catalogs (i18n/catalogs/en/services.ts and
 * its Arabic twin).
 */
import { SITE } from './site';

export const HOME_PAGE = {
  coreServices: {
    eyebrow: 'What we do',
    title: 'Our core services',
    intro: 'Three ways we help you build the team you need, in any of the countries we serve.',
  },
  whyChooseUs: {
    eyebrow: 'Why choose us',
    title: 'Hiring that is fast and safe',
    intro: 'What every client gets, whatever the role and wherever the hire.',
  },
  numbers: { eyebrow: 'Our numbers', title: 'Trusted by employers worldwide' },
  talent: {
    eyebrow: 'Talent we place',
    title: 'Tech and business talent',
    intro: 'Specialists for your product and engineering teams, and the people who run the rest of the business.',
  },
  articles: {
    eyebrow: 'From our blog',
    title: 'Hiring and career insights',
    intro: 'Advice from our recruiters on hiring fast, working across borders and growing your career.',
  },
  industries: {
    eyebrow: 'Industries',
    title: 'Industries we serve',
    intro: 'Recruiters who know your sector, its regulations and the people who succeed in it.',
  },
  contact: {
    eyebrow: 'Get in touch',
    title: 'Tell us who you need',
    intro: 'Send us your requirements and a recruiter will reply within 24 hours.',
  },
};

export const ABOUT_PAGE = {
  meta: {
    title: 'About Us',
    description: `${SITE.name} connects companies with vetted tech and business talent in 20+ countries: 500+ placements, 95% client retention and a free replacement guarantee.`,
    path: '/about',
  },
  hero: {
    eyebrow: 'About us',
    title: `About ${SITE.name}`,
    intro:
      'We are a global recruitment agency that helps companies hire the right people in days, not months, and helps professionals find work they are proud of.',
  },
  story: { eyebrow: 'Our story', title: 'From two recruiters to a global team' },
  mission: { eyebrow: 'Our mission', title: 'Why we do this' },
  whyChooseUs: {
    eyebrow: 'Why choose us',
    title: 'What makes us different',
    intro: 'Six reasons companies in 20+ countries trust us with their most important hires.',
  },
  values: {
    eyebrow: 'Our values',
    title: 'Our core values',
    intro: 'The principles behind every search, every shortlist and every conversation.',
  },
  cta: {
    title: 'Ready to build your team, or your career?',
    text: 'Tell us about the people you need, or browse the roles our clients are hiring for right now.',
  },
};

export const TESTIMONIALS_PAGE = {
  meta: {
    title: 'Client Testimonials',
    description:
      'What CTOs, founders and HR leaders say about hiring with Northstar Talent: fast shortlists, verified candidates and a free replacement guarantee.',
    path: '/testimonials',
  },
  hero: {
    eyebrow: 'Testimonials',
    title: 'What our clients say',
    intro: 'Founders, CTOs and HR leaders on what it is like to hire with us, in their own words.',
  },
  reviews: {
    eyebrow: 'Client reviews',
    title: 'Trusted by teams around the world',
    intro: 'Select a review to read it in full.',
  },
  cta: {
    title: 'Your next role could be one of these teams',
    text: 'Our clients are hiring now. Browse the latest openings and apply in minutes, or tell us who you need.',
  },
};

export const HIRE_PAGE = {
  meta: {
    title: 'Hire Talent',
    description:
      'Brief us on the role you need to fill: a consultant who knows your field replies within 24 hours with how we will find your hire.',
    path: '/hire',
  },
  hero: {
    eyebrow: 'Hire talent',
    title: 'Tell us who you need to hire',
    intro:
      'Brief us once: the role, where the work is, your budget and what the hire must bring. A consultant replies within 24 hours.',
  },
};

export const CONTACT_PAGE = {
  meta: {
    title: 'Contact Us',
    description:
      'Tell us about the people you need. We reply within 24 hours, with offices in the United States, Pakistan and the UAE.',
    path: '/contact',
  },
  hero: {
    eyebrow: 'Contact us',
    title: "Let's talk about your hiring",
    intro: 'Tell us who you need and where. A recruiter who knows your field will get back to you within 24 hours.',
  },
  faq: { eyebrow: 'FAQ', title: 'Frequently asked questions' },
  offices: {
    eyebrow: 'Our offices',
    title: 'Visit us',
    intro: 'Three offices, one team, with recruiters working across every time zone we serve.',
  },
};
