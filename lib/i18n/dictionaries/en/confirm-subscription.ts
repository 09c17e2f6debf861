export const confirmSubscription = {
  metaTitle: 'Confirm your newsletter subscription',
  metaDescription: 'Confirm the newsletter of the {product} Program in Ukraine.',
  title: 'Confirm your subscription',
  confirmedTitle: 'Subscription confirmed',
  ask: 'To receive our newsletter, confirm your subscription with the button.',
  button: 'Confirm my subscription',
  done: 'Your subscription is confirmed. Thank you! Every newsletter has a link to unsubscribe.',
  already: 'This subscription was already confirmed. You receive our newsletter.',
  invalid: 'This confirmation link is not valid or has expired. Please subscribe again on our website: we will send you a new link.',
  failed: 'Sorry, we could not confirm your subscription right now. Please try again in a few minutes.',
  home: 'Go to the home page',
};
