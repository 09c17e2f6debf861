/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { getDictionary } from '@/lib/i18n/dictionary';
import { typedFallbackField } from '@/test/fallback-field';
import { SEARCH_FALLBACK_FIELD_ID, SearchFormFallback } from './SearchFormFallback';

const texts = getDictionary('uk').search.page;

/** The server's copy of the form's field, as a visitor left it before the scripts ran. */
const serverField = (value: string, focused: boolean) => typedFallbackField(SEARCH_FALLBACK_FIELD_ID, value, focused);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SearchFormFallback rendered by React in place of the server copy (the search code still on its way)', () => {
  it('takes over the typed text and the focus, so SearchResults can take them over from it in turn', () => {
    const server = serverField('стипендія', true);
    render(<SearchFormFallback lang="uk" texts={texts} />);
    server.remove(); // as React does when it commits its own copy
    const field = screen.getByRole('searchbox', { name: texts.inputLabel }) as HTMLInputElement;
    expect(field.id).toBe(SEARCH_FALLBACK_FIELD_ID);
    expect(field.value).toBe('стипендія');
    expect(document.activeElement).toBe(field);
  });

  it('starts empty and unfocused when nothing was typed', () => {
    serverField('', false).remove();
    render(<SearchFormFallback lang="uk" texts={texts} />);
    const field = screen.getByRole('searchbox', { name: texts.inputLabel }) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(document.activeElement).not.toBe(field);
  });
});
