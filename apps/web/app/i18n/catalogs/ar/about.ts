import type en from '../en/about';
import type { SectionOf } from '../../catalog';

/** The About page's own words (its headings, story, mission and cards are in content/ar, chosen by the loader). */
const about: SectionOf<typeof en> = {
  storyImageAlt: 'موظفو توظيف مع أحد العملاء حول طاولة يراجعون ملفات المرشحين معًا',
};

export default about;
