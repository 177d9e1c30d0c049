import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { LegalDocument } from './legal-document';
import { safeHref, slugify } from './markdown';

const source = `## Datenschutz & Cookies

Text with **bold**, a [contact link](/contact) and <img src=x onerror="alert(1)"> inline.

<script>alert(1)</script>

## Your rights

- one
- [bad](javascript:alert(1))

## Your rights
`;

describe('LegalDocument (Markdown rendered safely)', () => {
  it('gives headings unique anchors and lists them in the table of contents', () => {
    renderWidget(<LegalDocument markdown={source} />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const hrefs = within(toc)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['#datenschutz-cookies', '#your-rights', '#your-rights-2']);
    expect(screen.getByRole('heading', { name: 'Datenschutz & Cookies' })).toHaveAttribute(
      'id',
      'datenschutz-cookies',
    );
  });

  it('shows raw HTML as text and drops unsafe link targets', () => {
    const { container } = renderWidget(<LegalDocument markdown={source} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact link' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad')).toBeInTheDocument();
  });

  it('slugs and link rules', () => {
    expect(slugify('Straße & Größe')).toBe('strasse-grosse');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('mailto:info@locperf.example')).toBe('mailto:info@locperf.example');
    expect(safeHref(' javascript:alert(1)')).toBeNull();
  });
});
