/**
 * @jest-environment jsdom
 */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { getDictionary } from '@/lib/i18n/dictionary';
import { ConfirmSubscriptionView } from './ConfirmSubscriptionView';

const TOKEN = '3LJU62qcc0kVOocEDsFABjZ1B7dOHf2WNMLRlFYesVk';

describe('the newsletter confirmation page', () => {
  it('with a token, asks and offers a button that posts it: opening the link confirms nothing', () => {
    const texts = getDictionary('uk').confirmSubscription;
    const { container } = render(<ConfirmSubscriptionView lang="uk" texts={texts} token={TOKEN} result={null} />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/newsletter/confirm');
    expect(container.querySelector('input[name="token"]')?.getAttribute('value')).toBe(TOKEN);
    expect(container.querySelector('input[name="lang"]')?.getAttribute('value')).toBe('uk');
    expect(screen.getByRole('button', { name: texts.button })).toBeTruthy();
  });

  it('after the post, says what happened in the page’s language, without a button', () => {
    const texts = getDictionary('en').confirmSubscription;
    render(<ConfirmSubscriptionView lang="en" texts={texts} token={null} result="done" />);
    expect(screen.getByRole('status').textContent).toBe(texts.done);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a link without a token is the invalid-link answer', () => {
    const texts = getDictionary('en').confirmSubscription;
    render(<ConfirmSubscriptionView lang="en" texts={texts} token={null} result={null} />);
    expect(screen.getByRole('status').textContent).toBe(texts.invalid);
  });
});
