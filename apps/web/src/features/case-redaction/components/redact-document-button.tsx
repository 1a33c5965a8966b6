import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HighlightAltIcon from '@mui/icons-material/HighlightAlt';
import { useTranslation } from 'react-i18next';
import { redactableDocumentMimes, type DocumentRedactionBody } from '@atalaya/contract/complaints/redaction.schemas';
import { notify } from '@/lib/notices.ts';
import { useCreateDocumentRedaction } from '../api/document-redactions.ts';
import { DocumentRedactionDialog } from './document-redaction-dialog.tsx';

const redactableMimes: ReadonlySet<string> = new Set(redactableDocumentMimes);

/** Whether regions of a document of this type can be blacked out (PDFs and JPEG, PNG or WebP images). */
export function isRedactableDocument(tipoMime: string): boolean {
  return redactableMimes.has(tipoMime.toLowerCase());
}

type RedactDocumentButtonProps = {
  iddenuncia: number;
  iddocumento: number;
  tipoMime: string;
  /** The document's name as the case's list shows it. */
  nombre: string;
  /** Reads again what lists the document (its size and date change with the redacted content). */
  onChanged: () => Promise<unknown>;
};

/**
 * "Tachar zonas": the small button beside a PDF or an image of the case that opens the dialog to
 * black out regions of it; nothing for any other type of document.
 */
export function RedactDocumentButton({
  iddenuncia,
  iddocumento,
  tipoMime,
  nombre,
  onChanged,
}: RedactDocumentButtonProps) {
  const { t } = useTranslation();
  const create = useCreateDocumentRedaction(iddenuncia);
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog (no regions, no reason); it stays mounted while it closes.
  const [opening, setOpening] = useState(0);
  if (!isRedactableDocument(tipoMime)) {
    return null;
  }
  const label = t('caseRedaction.documentAction', { nombre });

  async function redact(body: DocumentRedactionBody) {
    const { message } = await create.mutateAsync(body);
    notify({ title: t('adminCrud.okTitle'), message, severity: 'success' });
    setOpen(false);
    await onChanged();
  }

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="redact-document-button"
          onClick={() => {
            setOpening((count) => count + 1);
            setOpen(true);
          }}
        >
          <HighlightAltIcon fontSize="small" aria-hidden="true" />
        </IconButton>
      </Tooltip>
      {opening === 0 ? null : (
        <DocumentRedactionDialog
          key={opening}
          open={open}
          iddenuncia={iddenuncia}
          iddocumento={iddocumento}
          nombre={nombre}
          onRedact={redact}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
