export const testimonials = {
  readMore: 'Read more',
  readLess: 'Show less',
  photoOf: 'Photo of {name}',
};
