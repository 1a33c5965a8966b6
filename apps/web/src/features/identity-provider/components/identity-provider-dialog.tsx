import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IdentityProviderBody, IdentityProviderView } from '@atalaya/contract/auth/clave.schemas';
import { FileChooserButton } from '@/components/ui/file-chooser-button.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import {
  defaultLevelOfAssurance,
  identityProviderResolver,
  attributeFields,
  levelsOfAssurance,
  metadataSources,
  profiles,
  refusalOf,
  type IdentityProviderInput,
} from './identity-provider-form.ts';

export const identityProviderDialogWidth = 720;
/** The most the metadata may hold (the contract's limit). */
const metadataMax = 200_000;
const xmlTypes = ['.xml', 'application/xml', 'text/xml', 'application/samlmetadata+xml'] as const;

type IdentityProviderDialogProps = {
  open: boolean;
  /** What is configured now (the profile and LoA start from it). */
  current: IdentityProviderView | null;
  /** Resolves once saved (the screen closes the dialog); rejects with the server's refusal. */
  onSave: (body: IdentityProviderBody) => Promise<unknown>;
  onClose: () => void;
};

function metadataError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) {
    return undefined;
  }
  if (error.type === 'server') {
    return error.message;
  }
  return error.type === 'too_big'
    ? t('identityProvider.errors.metadataTooLong', { max: metadataMax })
    : t('identityProvider.errors.metadataRequired');
}

function metadataUrlError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) {
    return undefined;
  }
  return error.type === 'server' ? error.message : t('identityProvider.errors.metadataUrl');
}

/**
 * "Configurar el proveedor de identidad": the profile (Cl@ve or the organisation's SAML IdP), Cl@ve's
 * level of assurance, and the IdP's metadata XML, pasted, read from a file, or read by the server
 * from the address where the IdP publishes it (decision 056). Mounted afresh for each opening.
 */
export function IdentityProviderDialog({ open, current, onSave, onClose }: IdentityProviderDialogProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const fileId = useId();
  const sourceId = useId();
  const [refusal, setRefusal] = useState<{ message: string; details: string[] } | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    IdentityProviderInput,
    unknown,
    IdentityProviderBody
  >({
    resolver: identityProviderResolver,
    defaultValues: {
      perfil: current?.perfil ?? 'clave',
      nivelLoa: current?.nivelLoa ?? defaultLevelOfAssurance,
      metadataXml: '',
      metadataUrl: current?.metadataUrl ?? '',
      atributos: {
        identificador: current?.atributos?.identificador ?? '',
        nombre: current?.atributos?.nombre ?? '',
        apellidos: current?.atributos?.apellidos ?? '',
      },
      origen: current?.metadataUrl ? 'url' : 'xml',
    },
  });
  const perfil = useWatch({ control, name: 'perfil' });
  const origen = useWatch({ control, name: 'origen' });

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await onSave(body);
    } catch (error) {
      const { message, fieldErrors, details } = refusalOf(error);
      for (const { field, message: text } of fieldErrors) {
        setError(field, { type: 'server', message: text }, { shouldFocus: true });
      }
      setRefusal({ message: message ?? t('identityProvider.errors.saveFailed'), details });
    }
  });

  async function readFile(file: File) {
    try {
      const text = await file.text();
      setValue('metadataXml', text, { shouldValidate: true, shouldDirty: true });
      setFileName(file.name);
    } catch {
      setError('metadataXml', { type: 'server', message: t('identityProvider.errors.fileUnreadable') });
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={identityProviderDialogWidth}
      title={t('identityProvider.dialog.title')}
      describedBy={helpId}
      confirmLabel={t('identityProvider.dialog.confirm')}
      confirmDisabled={formState.isSubmitting}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Typography id={helpId} variant="body2" color="text.secondary">
        {current ? t('identityProvider.dialog.replaceHelp') : t('identityProvider.dialog.help')}
      </Typography>
      {refusal ? (
        <Alert severity="error" data-testid="identity-provider-refusal">
          {[refusal.message, ...refusal.details].join(' · ')}
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="perfil"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            required
            label={t('identityProvider.profile')}
            helperText={t(`identityProvider.profileHelp.${field.value}`)}
          >
            {profiles.map((profile) => (
              <MenuItem key={profile} value={profile}>
                {t(`identityProvider.profiles.${profile}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {perfil === 'clave' ? (
        <Controller
          control={control}
          name="nivelLoa"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              value={field.value ?? defaultLevelOfAssurance}
              inputRef={ref}
              select
              required
              label={t('identityProvider.loa')}
              helperText={t('identityProvider.loaHelp')}
            >
              {levelsOfAssurance.map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`identityProvider.levels.${level}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
      {perfil === 'saml' ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('identityProvider.attributes.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('identityProvider.attributes.help')}
          </Typography>
          {attributeFields.map((name) => (
            <Controller
              key={name}
              control={control}
              name={`atributos.${name}`}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  inputRef={ref}
                  size="small"
                  label={t(`identityProvider.attributes.${name}`)}
                  placeholder={t(`identityProvider.attributes.${name}Default`)}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                />
              )}
            />
          ))}
        </Box>
      ) : null}
      <Controller
        control={control}
        name="origen"
        render={({ field: { ref, ...field } }) => (
          <FormControl>
            <FormLabel id={sourceId}>{t('identityProvider.source')}</FormLabel>
            <RadioGroup {...field} ref={ref} row aria-labelledby={sourceId}>
              {metadataSources.map((source) => (
                <FormControlLabel
                  key={source}
                  value={source}
                  control={<Radio />}
                  label={t(`identityProvider.sources.${source}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {origen === 'url' ? (
        <Controller
          control={control}
          name="metadataUrl"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              inputRef={ref}
              required
              type="url"
              label={t('identityProvider.metadataUrl')}
              placeholder="https://"
              error={fieldState.error !== undefined}
              helperText={metadataUrlError(t, fieldState.error) ?? t('identityProvider.metadataUrlHelp')}
              slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url', autoComplete: 'url' } }}
            />
          )}
        />
      ) : (
        <>
          <Controller
            control={control}
            name="metadataXml"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                required
                multiline
                minRows={6}
                maxRows={16}
                label={t('identityProvider.metadata')}
                error={fieldState.error !== undefined}
                helperText={metadataError(t, fieldState.error) ?? t('identityProvider.metadataHelp')}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
              />
            )}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <FileChooserButton
              accept={xmlTypes}
              inputTestId="identity-provider-file"
              describedBy={fileId}
              onChoose={(file) => {
                void readFile(file);
              }}
            >
              {t('identityProvider.chooseFile')}
            </FileChooserButton>
            <Typography id={fileId} variant="body2" color="text.secondary">
              {fileName ? t('identityProvider.fileRead', { name: fileName }) : t('identityProvider.fileHelp')}
            </Typography>
          </Box>
        </>
      )}
    </FormDialog>
  );
}
