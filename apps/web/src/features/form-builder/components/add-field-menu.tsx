import { useRef, useState, type RefObject } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { fieldTypes, type FieldType } from '@atalaya/contract/complaints/form.schemas';

type AddFieldMenuProps = {
  disabled: boolean;
  /** Called with the type chosen in the menu. */
  onAdd: (tipo: FieldType) => void;
  /** The new question's text, focused once the menu has gone. */
  newLabelRef: RefObject<HTMLInputElement | null>;
};

/** The "add question" button and its menu of question types. */
export function AddFieldMenu({ disabled, onAdd, newLabelRef }: AddFieldMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** Set when a question was added from the menu: its text takes the focus once the menu has gone. */
  const focusNewLabel = useRef(false);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={disabled}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {t('formBuilder.addField')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        // A chosen type focuses the new question's text; closing without choosing returns here.
        disableRestoreFocus
        slotProps={{
          transition: {
            onExited: () => {
              if (focusNewLabel.current) {
                focusNewLabel.current = false;
                newLabelRef.current?.focus();
              }
            },
          },
        }}
        onClose={() => {
          anchor?.focus();
          setAnchor(null);
        }}
      >
        {fieldTypes.map((tipo) => (
          <MenuItem
            key={tipo}
            onClick={() => {
              onAdd(tipo);
              focusNewLabel.current = true;
              setAnchor(null);
            }}
          >
            {t(`formBuilder.types.${tipo}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
