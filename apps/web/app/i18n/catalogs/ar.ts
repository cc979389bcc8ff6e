import type { Catalog } from '../catalog';
import common from './ar/common';
import home from './ar/home';
import about from './ar/about';
import testimonials from './ar/testimonials';
import marketing from './ar/marketing';
import services from './ar/services';
import messages from './ar/messages';
import forms from './ar/forms';
import jobs from './ar/jobs';
import apply from './ar/apply';
import articles from './ar/articles';
import emailPages from './ar/emailPages';

/**
 * The Arabic message catalog (Modern Standard Arabic, for job seekers and employers in the Gulf): the same sections
 * and keys as en.ts, one file per section in ./ar; plural keys carry Arabic's six forms (`_zero`, `_one`, `_two`,
 * `_few`, `_many`, `_other`). Names of people and companies stay as they are.
 */
const ar: Catalog = {
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

export default ar;
