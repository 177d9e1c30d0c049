import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it('shows initials named by the full name', () => {
    render(<Avatar name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('falls back to initials when the picture fails', () => {
    render(<Avatar name="Ada Lovelace" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('is hidden when decorative', () => {
    render(<Avatar name="Ada Lovelace" isDecorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('derives initials from one or many words', () => {
    expect(initials('ada')).toBe('A');
    expect(initials('  Jean  Luc Picard ')).toBe('JP');
    expect(initials('')).toBe('');
  });
});
