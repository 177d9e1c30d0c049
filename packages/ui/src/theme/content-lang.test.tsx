import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../dialog/dialog';
import { Modal } from '../modal/modal';

describe('overlays carry the language of their content (partner trial 7)', () => {
  it("a modal rendered at the end of <body> says it is German, whatever the page's language", () => {
    document.documentElement.lang = 'en';
    render(
      <I18nProvider locale="de">
        <Modal isOpen>
          <Dialog title="Antwort an Anna">Vielen Dank</Dialog>
        </Modal>
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('de');
  });
});
