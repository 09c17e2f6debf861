export const ui = {
  lightbox: {
    dialog: 'Image viewer',
    close: 'Close',
    previous: 'Previous image',
    next: 'Next image',
    restart: 'Back to the first image',
    play: 'Start slideshow',
    pause: 'Pause slideshow',
    counter: '{current} of {total}',
    photoBy: 'Photo by {photographer}',
  },
  /** A video in CMS content, before the reader starts it: "Play the video" + its title + "on YouTube". */
  video: {
    /** The title of a video whose host gave none. */
    untitled: 'A video',
    play: 'Play the video',
    on: 'on {provider}',
  },
  pagination: {
    titleOfPage: '{title}, page {page}',
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
    goToPage: 'Go to page {page}',
  },
  opensInNewTab: '(opens in a new tab)',
  feedTitle: '{site} — News',
  og: {
    language: 'English',
    sections: {
      home: 'Home', news: 'News', programs: 'Programs', library: 'Library', search: 'Search', about: 'About us',
      history: 'History', team: 'Team', contacts: 'Contacts', faq: 'FAQ', stories: 'Stories', participants: 'Participants',
      alumni: 'Alumni', 'photo-exhibition': 'Photo exhibition', impact: 'Impact', 'custom-article': 'Article',
      'circles-demo': 'Design', 'ukraine-programs': 'Programs in Ukraine', research: 'Research', authors: 'Authors',
      page: 'Page',
    },
  },
  preview: { label: 'Preview: unpublished content', exit: 'Exit preview' },
  /** Loading states during client-side navigation ('Loading content...'). */
  loading: {
    content: 'Loading content...',
    programs: 'Loading programs...',
    program: 'Loading program...',
    news: 'Loading news...',
    article: 'Loading article...',
    library: 'Loading resources...',
    team: 'Loading team...',
    stories: 'Loading stories...',
    gallery: 'Loading gallery...',
  },
  spinner: 'Loading…',
  pageData: {
    title: 'Page not found',
    message: 'Unable to load {page} page data.',
  },
};
