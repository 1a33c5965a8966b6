import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

type LeaveGuardProps = {
  /** Whether leaving now would lose something. */
  when: boolean;
  title: string;
  message: string;
  /** Label of the button that leaves anyway. */
  confirmLabel: string;
};

/**
 * Asks before leaving the page while `when` holds: an in-app navigation opens a confirm dialog
 * ("Volver" stays); closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard({ when, title, message, confirmLabel }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) {
      return undefined;
    }
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    globalThis.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      globalThis.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={() => {
        blocker.proceed?.();
      }}
      onClose={() => {
        blocker.reset?.();
      }}
    />
  );
}
