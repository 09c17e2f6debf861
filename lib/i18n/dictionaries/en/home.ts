import { plural } from '../../plural';

export const home = {
  metaTitle: '{product} Program in Ukraine',
  metaDescription:
    'Grants of the {product} Program for Ukrainian students, scholars and professionals to study, research and teach in the United States.',
  slider: {
    label: 'Highlights',
    slide: 'Slide {current} of {total}',
    goTo: 'Go to slide {number}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    learnMore: 'Learn More',
  },
  programs: { title: 'Our programs', subtitle: 'Find the exchange that fits your studies, research or teaching', all: 'See all programs' },
  about: {
    error: 'Failed to load about information.',
    /** Words beside the three counters, by plural form (lib/i18n/count-label). */
    counters: {
      alumni: plural('alumnus', 'alumni'),
      programs: plural('program', 'programs'),
      years: plural('year in Ukraine', 'years in Ukraine'),
    },
  },
  news: { title: 'Latest news', all: 'All news', empty: 'No news yet.', readMore: 'Read more' },
  library: { title: 'Resource library', all: 'Go to the library', download: 'Download', empty: 'No resources found.' },
  testimonials: { title: 'What our alumni say' },
  contact: {
    title: 'Have questions about the programs?',
    text: 'Our team advises applicants free of charge. Get in touch or meet the people behind the program.',
    team: 'Meet the full team',
    contact: 'Contact us',
  },
  tooManyRequests: {
    title: 'Too Many Requests',
    text: 'The site is receiving too many requests right now and could not load this page.',
    countdown: 'The page will be available again in {time}',
    available: 'The page is now available',
    refresh: 'Refresh the page',
    hintsTitle: 'What you can do',
    hintWait: 'Wait a few minutes and try again.',
    hintVpn: 'Use a VPN to reach the site from another address.',
    hintContactBefore: 'If the problem persists, ',
    hintContactLink: 'contact us',
    hintContactAfter: '.',
  },
};
