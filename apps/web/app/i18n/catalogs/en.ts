import common from './en/common';
import home from './en/home';
import about from './en/about';
import testimonials from './en/testimonials';
import marketing from './en/marketing';
import services from './en/services';
import messages from './en/messages';
import forms from './en/forms';
import jobs from './en/jobs';
import apply from './en/apply';
import articles from './en/articles';
import emailPages from './en/emailPages';

/**
 * The English message catalog of the public site (docs/026-languages.md "Catalogs"): every piece of UI text a visitor
 * reads, one section (file in ./en) per part of the site. The spec's English words are exact here. The Arabic catalog
 * has the same keys (catalogs.test.ts; plural forms by `Intl.PluralRules`: English `_one`/`_other`). Long documents
 * (legal pages, service descriptions) are not here but in content/, chosen by the loader, so that no page ships another
 * page's text.
 */
const en = {
  common,
  home,
  about,
  testimonials,
  marketing,
  services,
  messages,
  forms,
  jobs,
  apply,
  articles,
  emailPages,
};

export default en;
