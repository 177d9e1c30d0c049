import { MenuItem, MenuPopover } from '@locperf/ui/menu';
import type { RefObject } from 'react';

/** Props of {@link LanguageMenu}. */
export interface LanguageMenuProps {
  triggerRef: RefObject<Element | null>;
  label: string;
  locales: readonly string[];
  names: Record<string, string>;
  locale: string;
  onLocaleChange: (locale: string) => void;
  onClose: () => void;
}

// Own chunk for the initial JS budget (issue 9).
/**
 * The header's language menu. It loads when its button is first pressed, so public pages stay
 * light.
 */
export function LanguageMenu({
  triggerRef,
  label,
  locales,
  names,
  locale,
  onLocaleChange,
  onClose,
}: LanguageMenuProps) {
  return (
    <MenuPopover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      aria-label={label}
      selectionMode="single"
      selectedKeys={[locale]}
      onAction={(key) => onLocaleChange(String(key))}
      placement="bottom end"
    >
      {locales.map((l) => (
        <MenuItem key={l} id={l} textValue={names[l]}>
          <span lang={l}>{names[l]}</span>
        </MenuItem>
      ))}
    </MenuPopover>
  );
}
