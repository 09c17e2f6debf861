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
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
    goToPage: 'Go to page {page}',
  },
  feedTitle: '{site} — News',
  spinner: 'Loading…',
  pageData: {
    title: 'Page not found',
    message: 'Unable to load {page} page data.',
  },
};
