export const unsubscribe = {
  metaTitle: 'Unsubscribe from the newsletter',
  metaDescription: 'Stop receiving the newsletter of the {product} Program in Ukraine.',
  title: 'Unsubscribe from the newsletter',
  confirm: 'Stop sending the newsletter to the address this link came to?',
  button: 'Unsubscribe',
  done: 'You are unsubscribed. We have deleted your address and will not write to you again.',
  notSubscribed: 'This address is not subscribed to our newsletter (any more).',
  invalid: 'This unsubscribe link is not valid. Please use the link from our latest e-mail.',
  failed: 'Sorry, we could not unsubscribe you right now. Please try again in a few minutes.',
  home: 'Go to the home page',
};
