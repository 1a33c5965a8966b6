import { useRef } from 'react';
import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

type FileChooserButtonProps = {
  /** Called with the chosen file (none when the person cancels the browser's chooser). */
  onChoose: (file: File) => void;
  /** MIME types offered by the browser's file chooser. */
  accept?: readonly string[];
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  /** The native input's test id (tests hand it files directly). */
  inputTestId?: string;
  /** The id of text that describes the choice (limits, what was chosen). */
  describedBy?: string;
  children: ReactNode;
};

/**
 * A real button that opens the browser's file chooser (Enter, Space or a click). The native file
 * input is hidden and kept out of the tab order: in a dialog, MUI's focus trap sends the first Tab
 * to the first tabbable element, and a hidden input there cannot take focus, so focus stayed on
 * the dialog (issue 20 §3). Every file choice in the app goes through this component.
 */
export function FileChooserButton({
  onChoose,
  accept,
  disabled = false,
  variant = 'outlined',
  inputTestId,
  describedBy,
  children,
}: FileChooserButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={accept?.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again still reports a change.
          event.currentTarget.value = '';
          if (chosen) {
            onChoose(chosen);
          }
        }}
      />
      <Button
        variant={variant}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => {
          inputRef.current?.click();
        }}
      >
        {children}
      </Button>
    </>
  );
}
