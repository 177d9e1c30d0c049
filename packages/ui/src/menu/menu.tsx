import { useEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type Selection,
} from 'react-aria-components';
import { item } from '../list-box/list-box.css';
import { popover } from '../popover/popover.css';
import * as styles from './menu.css';
import { useContentLang } from '../theme/content-lang';
import { useThemeClass } from '../theme/theme-context';

/** Props of {@link Menu}. */
export interface MenuProps<T extends object> extends Pick<
  AriaMenuProps<T>,
  | 'items'
  | 'onAction'
  | 'disabledKeys'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'aria-label'
> {
  /** Items as data; render each with `children`. @default undefined */
  items?: Iterable<T>;
  /** Called with the `id` of the item the user chose (and its entry of `items`); the menu then closes. */
  onAction?: (key: Key, value: T) => void;
  /** The `id`s of items that cannot be selected or acted on; they look disabled. */
  disabledKeys?: Iterable<Key>;
  /** `single` or `multiple` turns the items into choices with a check mark (e.g. a sort order). @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The `id`s of the selected items (or `'all'`), when the parent owns the state (with `onSelectionChange`). */
  selectedKeys?: 'all' | Iterable<Key>;
  /** The `id`s of the items selected first, when it owns its state. */
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  /** Called with the new selection: a set of `id`s, or `'all'`. */
  onSelectionChange?: (keys: Selection) => void;
  /** What the menu is for, e.g. "Actions for Berlin Mitte". @default the trigger's name */
  'aria-label'?: string;
  /** The button that opens the menu (`Button` or `IconButton`). */
  trigger: ReactElement;
  /** `MenuItem`s (and `MenuSeparator`s), or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactElement);
  /** Where it opens. @default 'bottom start' */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** Controlled open state. @default undefined */
  isOpen?: boolean;
  /** Opened on first render. @default false */
  defaultOpen?: boolean;
  /** Called when it opens or closes. @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Changing it renders the open list anew, so the keyboard lands on the first item when the
   * items arrive after the menu opened (a "Loading…" item first). @default undefined
   */
  contentKey?: Key;
}

/** A menu of actions behind a button: arrows move, Enter acts, Escape closes, type-ahead jumps. */
export function Menu<T extends object>({
  trigger,
  children,
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
  contentKey,
  ...props
}: MenuProps<T>) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover lang={lang} placement={placement} className={`${themeClass} ${popover}`}>
        <AriaMenu key={contentKey} {...props} className={styles.menu}>
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

/** Props of {@link MenuItem}. */
/** Props of {@link MenuPopover}. */
export interface MenuPopoverProps<T extends object> extends Omit<
  MenuProps<T>,
  'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'contentKey'
> {
  /** The element the menu is placed against: the app renders its own trigger button. */
  triggerRef: RefObject<Element | null>;
  /** Whether the menu is open. */
  isOpen: boolean;
  /** Called when the menu wants to close (Escape, outside press, an action). */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A menu for a trigger rendered elsewhere. Lets an app load the menu's code only when its
 * trigger is first pressed, keeping the first page load small: the trigger stays mounted, so focus
 * returns to it on close. The trigger should carry `aria-haspopup="menu"` and `aria-expanded`.
 */
export function MenuPopover<T extends object>({
  triggerRef,
  isOpen,
  onOpenChange,
  children,
  placement = 'bottom start',
  onAction,
  ...props
}: MenuPopoverProps<T>) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  const menuRef = useRef<HTMLDivElement>(null);
  // Without a MenuTrigger the popover focuses itself; the menu's checked item (the current
  // language), else its first, should have focus (owner trial: it opened on "English" in German).
  useEffect(() => {
    if (!isOpen) return;
    const frame = requestAnimationFrame(() => {
      const menu = menuRef.current;
      (
        menu?.querySelector<HTMLElement>('[role^="menuitem"][aria-checked="true"]') ??
        menu?.querySelector<HTMLElement>('[role^="menuitem"]')
      )?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  return (
    <Popover
      lang={lang}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      className={`${themeClass} ${popover}`}
    >
      <AriaMenu
        {...props}
        ref={menuRef}
        onAction={(...args: Parameters<NonNullable<typeof onAction>>) => {
          onAction?.(...args);
          onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
        className={styles.menu}
      >
        {children}
      </AriaMenu>
    </Popover>
  );
}

export interface MenuItemProps extends Pick<
  AriaMenuItemProps,
  'id' | 'textValue' | 'isDisabled' | 'onAction' | 'href' | 'aria-label'
> {
  /** Content: text, optionally with a leading icon. */
  children: ReactNode;
}

/** One action of a {@link Menu}; with `href` it navigates through the app's router. */
export function MenuItem({ children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem {...props} textValue={textValue} className={item}>
      {children}
    </AriaMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export type { Key };
