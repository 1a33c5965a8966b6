import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { FieldType, Form, FormField } from '@atalaya/contract/complaints/form.schemas';
import { translateFieldError } from '@/components/admin-crud/admin-crud.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { LeaveGuard } from '@/components/ui/leave-guard.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import {
  builderErrors,
  draftFromForm,
  fieldHasErrors,
  formInputOf,
  maxFields,
  moveItem,
  newFieldDraft,
  previewFieldsOf,
  type FieldDraft,
  type FormDraftState,
} from '../utils/form-draft.ts';
import { AddFieldMenu } from './add-field-menu.tsx';
import { BuilderErrorSummary, knownMessages } from './builder-error-summary.tsx';
import { FieldEditor } from './field-editor.tsx';
import { FieldList, useFieldName } from './field-list.tsx';
import { FormPreview, type RenderPreview } from './form-preview.tsx';

type FormBuilderProps = {
  /** The form edited, or `null` for a new one. */
  form: Form | null;
  isSaving: boolean;
  /** Called with the body to save under `den_formularios` once it passes the contract's schema. */
  onSave: (input: Record<string, unknown>) => void;
  onClose: () => void;
  renderPreview: RenderPreview;
};

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The form builder: the form's name and questions (add any type, edit, remove, reorder by drag
 * or keyboard) beside a live preview of what the reporter will see. Checked with the contract's
 * `formInputSchema` before saving; tells when saving may create a new version.
 */
export function FormBuilder({ form, isSaving, onSave, onClose, renderPreview }: FormBuilderProps) {
  const { t } = useTranslation();
  const nameOf = useFieldName();
  const idPrefix = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const [initial] = useState<FormDraftState>(() => draftFromForm(form));
  const [draft, setDraft] = useState<FormDraftState>(initial);
  const [selectedKey, setSelectedKey] = useState<string | null>(initial.campos[0]?.key ?? null);
  const spanishLabelRef = useRef<HTMLInputElement>(null);
  // Bumped when a question is chosen with its edit button: the editor takes the focus.
  const [editorFocus, setEditorFocus] = useState({ key: '', count: 0 });
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const idformulario = form?.idformulario;
  const errors = useMemo(() => builderErrors(draft, idformulario), [draft, idformulario]);
  const input = useMemo(() => formInputOf(draft, idformulario), [draft, idformulario]);
  const initialInput = useMemo(() => formInputOf(initial, idformulario), [initial, idformulario]);
  const isDirty = !sameJson(input, initialInput);
  const questionsChanged = !sameJson(input.campos, initialInput.campos);
  // Rebuilt only when the questions change (not the form's name), and kept while equal.
  const previewSignature = JSON.stringify(previewFieldsOf(draft));
  const previewFields = useMemo(() => JSON.parse(previewSignature) as FormField[], [previewSignature]);
  const invalidSignature = draft.campos
    .filter((field) => fieldHasErrors(errors, field) && (submitted || hasTouched(touched, field.key)))
    .map((field) => field.key)
    .join(' ');
  const invalidKeys = useMemo(
    () => new Set(invalidSignature === '' ? [] : invalidSignature.split(' ')),
    [invalidSignature],
  );
  const latest = useRef({ draft, selectedKey, nameOf });
  useEffect(() => {
    latest.current = { draft, selectedKey, nameOf };
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const errorOf = useCallback(
    (path: string) =>
      submitted || touched.has(path) ? translateFieldError(errors.get(path), t, knownMessages) : undefined,
    [errors, submitted, t, touched],
  );

  function touch(path: string) {
    setTouched((current) => (current.has(path) ? current : new Set([...current, path])));
  }

  function updateField(next: FieldDraft, path: string) {
    setDraft((current) => ({
      ...current,
      campos: current.campos.map((field) => (field.key === next.key ? next : field)),
    }));
    touch(path);
  }

  function addField(tipo: FieldType) {
    const field = newFieldDraft(tipo, draft.campos);
    setDraft((current) => ({ ...current, campos: [...current.campos, field] }));
    setSelectedKey(field.key);
    setAnnouncement(
      t('formBuilder.added', { type: t(`formBuilder.types.${tipo}`), position: draft.campos.length + 1 }),
    );
  }

  const removeField = useCallback(
    (field: FieldDraft) => {
      const { draft: current, selectedKey: selectedNow, nameOf: name } = latest.current;
      const index = current.campos.findIndex((item) => item.key === field.key);
      const remaining = current.campos.filter((item) => item.key !== field.key);
      setDraft((state) => ({ ...state, campos: state.campos.filter((item) => item.key !== field.key) }));
      if (selectedNow === field.key) {
        setSelectedKey(remaining[Math.min(index, remaining.length - 1)]?.key ?? null);
      }
      setAnnouncement(t('formBuilder.removed', { name: name(field, index) }));
    },
    [t],
  );

  const moveField = useCallback((from: number, to: number) => {
    setDraft((current) => ({ ...current, campos: moveItem(current.campos, from, to) }));
  }, []);

  const selectField = useCallback((field: FieldDraft) => {
    setSelectedKey(field.key);
    setEditorFocus((current) => ({ key: field.key, count: current.count + 1 }));
  }, []);

  function save() {
    if (errors.size > 0) {
      setSubmitted(true);
      const firstInvalid = draft.campos.find((field) => fieldHasErrors(errors, field));
      if (firstInvalid && !errors.has('nombre')) {
        setSelectedKey(firstInvalid.key);
      }
      // After the summary renders.
      globalThis.setTimeout(() => {
        errorsRef.current?.focus();
      }, 0);
      return;
    }
    onSave(input);
  }

  function requestClose() {
    if (isDirty) {
      setConfirmLeave(true);
      return;
    }
    onClose();
  }

  const closeConfirm = useCallback(() => {
    setConfirmLeave(false);
  }, []);

  const selectedIndex = draft.campos.findIndex((field) => field.key === selectedKey);
  const selected = draft.campos[selectedIndex];
  const nameError = errorOf('nombre');
  const title = form ? t('formBuilder.editTitle', { name: form.nombre }) : t('formBuilder.newTitle');

  return (
    <Stack spacing={3}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={requestClose}>
          {t('formBuilder.backToList')}
        </Button>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
          {title}
        </Typography>
        <Chip label={t('formBuilder.versionChip', { version: form?.version ?? 1 })} variant="outlined" />
      </Stack>

      {form ? (
        <Alert severity={questionsChanged ? 'warning' : 'info'} data-testid="version-note">
          {questionsChanged
            ? t('formBuilder.versionChanged', { version: form.version, next: form.version + 1 })
            : t('formBuilder.versionRule', { version: form.version, next: form.version + 1 })}{' '}
          {t('formBuilder.versionKeeps')}
        </Alert>
      ) : null}

      {submitted ? <BuilderErrorSummary draft={draft} errors={errors} summaryRef={errorsRef} /> : null}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t('formBuilder.name')}
              required
              value={draft.nombre}
              onChange={(event) => {
                setDraft((current) => ({ ...current, nombre: event.target.value }));
                touch('nombre');
              }}
              error={nameError !== undefined}
              helperText={nameError}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 1 }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.activo}
                  onChange={(event) => {
                    setDraft((current) => ({ ...current, activo: event.target.checked }));
                  }}
                />
              }
              label={t('formBuilder.activeSwitch')}
            />
          </Stack>

          <Box component="section" aria-labelledby={`${idPrefix}-fields`}>
            <Stack direction="row" sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
              <Typography id={`${idPrefix}-fields`} variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
                {t('formBuilder.fieldsCount', { total: draft.campos.length })}
              </Typography>
              <AddFieldMenu
                disabled={draft.campos.length >= maxFields}
                onAdd={addField}
                newLabelRef={spanishLabelRef}
              />
            </Stack>
            <FieldList
              fields={draft.campos}
              selectedKey={selectedKey}
              invalidKeys={invalidKeys}
              onMove={moveField}
              onSelect={selectField}
              onRemove={removeField}
            />
          </Box>

          {selected ? (
            <FieldEditor
              key={selected.key}
              field={selected}
              index={selectedIndex}
              fields={draft.campos}
              errorOf={errorOf}
              onChange={updateField}
              spanishLabelRef={spanishLabelRef}
              focusRequest={editorFocus.key === selected.key ? editorFocus.count : 0}
              headingId={`${idPrefix}-editor`}
            />
          ) : null}
        </Stack>

        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <FormPreview fields={previewFields} renderPreview={renderPreview} />
        </Box>
      </Box>

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={requestClose}>{t('common.back')}</Button>
        <Button variant="contained" onClick={save} disabled={isSaving}>
          {t('adminCrud.save')}
        </Button>
      </Stack>

      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <ConfirmDialog
        open={confirmLeave}
        title={t('formBuilder.leaveTitle')}
        message={t('formBuilder.leaveMessage')}
        confirmLabel={t('formBuilder.leaveConfirm')}
        onClose={closeConfirm}
        onConfirm={() => {
          setConfirmLeave(false);
          onClose();
        }}
      />
      <LeaveGuard
        when={isDirty && !isSaving}
        title={t('formBuilder.leaveTitle')}
        message={t('formBuilder.leaveMessage')}
        confirmLabel={t('formBuilder.leaveConfirm')}
      />
    </Stack>
  );
}

function hasTouched(touched: ReadonlySet<string>, fieldKey: string): boolean {
  const prefix = `campos.${fieldKey}.`;
  return [...touched].some((path) => path.startsWith(prefix));
}
