/** @jest-environment jsdom */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { typedFallbackField } from '@/test/fallback-field';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

const FALLBACK_ID = 'search-fallback-under-test';

const typeIntoFallback = (value: string, focused: boolean) => typedFallbackField(FALLBACK_ID, value, focused);

function LiveSearch({ fromAddress }: { fromAddress: string }) {
  const { initialText, refocus } = useTypedBeforeHydration(FALLBACK_ID, fromAddress);
  const [text, setText] = useState(initialText);
  return <input aria-label="live search" autoFocus={refocus} value={text} onChange={(e) => setText(e.target.value)} />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useTypedBeforeHydration', () => {
  it('starts the live field with what was typed into the fallback, focused, caret at the end', () => {
    typeIntoFallback('FULBRIGHT', true);
    render(<LiveSearch fromAddress="" />);
    const live = screen.getByRole('textbox', { name: 'live search' }) as HTMLInputElement;
    expect(live.value).toBe('FULBRIGHT');
    expect(document.activeElement).toBe(live);
    expect(live.selectionStart).toBe('FULBRIGHT'.length);
  });

  it('leaves focus where it is when the fallback field did not have it', () => {
    typeIntoFallback('grants', false);
    render(<LiveSearch fromAddress="" />);
    const live = screen.getByRole('textbox', { name: 'live search' }) as HTMLInputElement;
    expect(live.value).toBe('grants');
    expect(document.activeElement).not.toBe(live);
  });

  it('prefers the query in the address (a shared link) to the fallback text', () => {
    typeIntoFallback('typed', true);
    render(<LiveSearch fromAddress="from the link" />);
    expect((screen.getByRole('textbox', { name: 'live search' }) as HTMLInputElement).value).toBe('from the link');
  });

  it('starts empty when there is no fallback field', () => {
    render(<LiveSearch fromAddress="" />);
    expect((screen.getByRole('textbox', { name: 'live search' }) as HTMLInputElement).value).toBe('');
  });
});
