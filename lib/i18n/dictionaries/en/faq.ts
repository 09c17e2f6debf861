export const faq = {
  metaTitle: 'Frequently asked questions',
  metaDescription: 'Answers to frequently asked questions about the {product} Program in Ukraine: eligibility, applications, deadlines and life after the grant.',
  defaults: {
    heroTitle: 'Frequently Asked Questions',
    heroSubtitle: 'Answers to the most common questions about our programs',
    mainTitle: 'Questions and answers',
    mainSubtitle: 'Find the answer to your question below',
    contactTitle: 'Still have questions?',
    contactSubtitle: 'Write to us and our team will answer as soon as possible.',
    contactButtonText: 'Contact us',
  },
  noQuestions: 'No FAQ questions available at this time',
  quickNavigation: 'Quick navigation',
};
