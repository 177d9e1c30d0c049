import type { Page } from '@playwright/test';

/** What "styled" means for the partner widgets (issue 17): frame, stars and buttons. */
export interface WidgetStyles {
  frame: Record<string, string>;
  starFull: string;
  starEmpty: string;
  boosterButton: Record<string, string>;
  listFilter: Record<string, string>;
  settingsButton: Record<string, string>;
}

/**
 * Reads the computed styles the issue names from the four widgets on a page: the review
 * widget's frame, its full and empty star fill, the booster's button, the review list's filter
 * field and the responder settings' save button. `null` parts are widgets not on the page.
 */
export function probeStyles(page: Page): Promise<Partial<WidgetStyles>> {
  return page.evaluate(() => {
    const pick = (el: Element | null, props: string[]) => {
      if (!el) return undefined;
      const style = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    };
    const box = [
      'background-color',
      'color',
      'border-top-width',
      'border-top-style',
      'border-top-color',
      'border-radius',
      'padding-top',
      'padding-left',
      'font-weight',
    ];
    const reviews = document.querySelector('[role="region"][aria-label^="Bewertungen von"]');
    const stars = reviews?.querySelectorAll('[role="img"] svg path') ?? [];
    const fills = [...stars].map((p) => getComputedStyle(p).fill);
    const booster = document.querySelector('[role="region"][aria-label$="auf Google bewerten"]');
    const settings = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Einstellungen speichern',
    );
    const filter = document.querySelector('input[type="search"]');
    return {
      frame: pick(reviews, box),
      starFull: fills[0],
      starEmpty: [...stars].map((p) => getComputedStyle(p).fill).find((f) => f !== fills[0]),
      boosterButton: pick(booster?.querySelector('a') ?? null, box),
      listFilter: pick(filter, box),
      settingsButton: pick(settings ?? null, box),
    } as Partial<WidgetStyles>;
  });
}
