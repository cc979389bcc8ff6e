/** The About page's own words (its headings, story, mission and cards are in content/, chosen by the loader). */
const about = {
  storyImageAlt: 'Recruiters and a client around a table, reviewing candidate profiles together',
};

export default about;
