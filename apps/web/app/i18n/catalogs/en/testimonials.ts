/** The words of the testimonials grid and its review dialog (the reviews themselves are in content/testimonials.ts). */
const testimonials = {
  figures: 'Our results in figures',
  readFull: 'Read full review',
  readFullBy: ' by {{author}}',
  showMore: 'Show More Reviews',
  showLess: 'Show Less Reviews',
  rated: 'Rated 5 out of 5',
  closeReview: 'Close review',
  close: 'Close',
};

export default testimonials;
