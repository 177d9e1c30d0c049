import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropRestOfMultiClick } from './multi-click';

describe('dropRestOfMultiClick (a double click on "Pay now")', () => {
  // Like react-router's Link: it navigates only when no one prevented the click's default.
  const followed = vi.fn();
  let link: HTMLAnchorElement;
  beforeEach(() => {
    link = document.createElement('a');
    link.href = '/agb';
    document.body.append(link);
    link.addEventListener('click', (event) => {
      if (!event.defaultPrevented) followed();
      event.preventDefault();
    });
  });
  const click = (detail: number) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail });
    link.dispatchEvent(event);
    return event;
  };
  afterEach(() => {
    followed.mockClear();
    link.remove();
  });

  it('cancels the second click of the sequence, then lets the next single click through and ends', () => {
    dropRestOfMultiClick();
    click(2);
    expect(followed).not.toHaveBeenCalled();
    click(1);
    expect(followed).toHaveBeenCalledTimes(1);
    // Ended: a later double click is the user's own.
    click(2);
    expect(followed).toHaveBeenCalledTimes(2);
  });

  it('lets a keyboard activation (detail 0) through and ends', () => {
    dropRestOfMultiClick();
    click(0);
    click(2);
    expect(followed).toHaveBeenCalledTimes(2);
  });

  it('ends at once when asked', () => {
    const stop = dropRestOfMultiClick();
    stop();
    click(2);
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
