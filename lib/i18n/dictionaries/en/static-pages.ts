export const staticPages = {
  subscribe: {
    emailLabel: 'Email address',
    emailPlaceholder: 'your@email.com',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    required: 'Please enter your email address',
    invalid: 'Please enter a valid email address',
    success: 'Thank you for subscribing to our newsletter!',
    already: 'You are already subscribed to our newsletter!',
    rateLimit: 'Too many attempts. Please try again in 10 minutes.',
    blockedDomain: 'This email domain is not allowed',
    generic: 'Sorry, something went wrong. Please try again later.',
    httpError: 'HTTP error! status: {code}',
    network: 'Connection error. Please check your internet connection.',
    decoyLabel: 'Leave this field empty',
  },
  tabs: {
    label: 'Sections of the page',
  },
  sharedLabels: {
    relatedTopics: 'Related Topics',
    by: 'By {author}',
    readingTime: '{minutes} min read',
  },
};
