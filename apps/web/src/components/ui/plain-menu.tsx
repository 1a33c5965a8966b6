import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

type PlainMenuProps = {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (an icon, a short label). */
  button: ReactNode;
  /** Extra class of the button: `at-btn-icon` for an icon only. */
  buttonClassName?: string;
  /** The browser's tooltip on the button. */
  title?: string;
  /** The items (`<li role="none">` around a `role="menuitem"` of class `at-menu-item`); choosing one closes the menu. */
  children: ReactNode;
};

const itemSelector = '[role="menuitem"], [role="menuitemradio"]';

/**
 * A menu button of the public shell (WAI-ARIA menu button pattern) without MUI (decision 044):
 * opens on click, Enter or Space with the first item focused (the current one, `aria-current`, when
 * there is one);
 * arrows, Home and End move; Escape closes and gives the focus back to the button; Tab, a click
 * outside or choosing an item closes it.
 */
export function PlainMenu({ label, button, buttonClassName = '', title, children }: PlainMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  function close(restoreFocus = true) {
    setOpen(false);
    if (restoreFocus) {
      buttonRef.current?.focus();
    }
  }

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];
    const selected = items.find((item) => item.hasAttribute('aria-current'));
    (selected ?? items[0])?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node | null;
      if (target && !menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    function focusAt(next: number) {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    }
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  }

  return (
    <span className="at-menu-anchor">
      <button
        ref={buttonRef}
        type="button"
        className={`at-btn ${buttonClassName}`}
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="at-menu"
          onKeyDown={onKeyDown}
          onClick={(event) => {
            // After the item's own handler: choosing an item closes the menu.
            if ((event.target as Element).closest(itemSelector)) {
              close();
            }
          }}
        >
          {children}
        </ul>
      ) : null}
    </span>
  );
}
