import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reporterContactSchema } from '@atalaya/contract/complaints/complaint.schemas';
import { meetingModes } from '@atalaya/contract/complaints/meeting-record.schemas';
import { meetingTextMax } from '@atalaya/contract/complaints/meeting-request.schemas';
import { noticeAddressMax, noticeAddressMessages } from '@atalaya/contract/complaints/reporter-notice.schemas';
import { useAccessClaims } from '@/lib/tokens.ts';
import { translateValidation } from '@/lib/validation-messages.ts';

/** The optional address only for "there is news" notices (issue 17 §4): empty, or an e-mail (the contract's rule). */
const noticeAddressFieldSchema = z
  .string()
  .trim()
  .pipe(
    z.union([
      z.literal(''),
      z.email(noticeAddressMessages.invalid).max(noticeAddressMax, noticeAddressMessages.invalid),
    ]),
  );

/**
 * A meeting asked for with the filing (issue 17 §2, art 7.2; decision 064): in person or by video
 * call, with an optional availability, as the follow-up asks it.
 */
const meetingFieldSchema = z.object({
  quiere: z.boolean(),
  modalidad: z.enum(meetingModes),
  disponibilidad: z.string().trim().max(meetingTextMax),
});

/**
 * Anonymous (the default) or identified with the contract's contact rules; a citizen signed in
 * with Cl@ve or the organisation's IdP files with their verified identity (`verificado`, issue 16
 * §3), never anonymously. Any of them may leave a notice address.
 */
export const identitySchema = z.discriminatedUnion('modo', [
  z.object({ modo: z.literal('anonimo'), correo_avisos: noticeAddressFieldSchema, reunion: meetingFieldSchema }),
  z.object({
    modo: z.literal('identificado'),
    contact: reporterContactSchema,
    correo_avisos: noticeAddressFieldSchema,
    reunion: meetingFieldSchema,
  }),
  z.object({ modo: z.literal('verificado'), correo_avisos: noticeAddressFieldSchema, reunion: meetingFieldSchema }),
]);

export type IdentityDraft = {
  modo: 'anonimo' | 'identificado' | 'verificado';
  contact: { nombre: string; email: string; telefono: string };
  correo_avisos: string;
  reunion: { quiere: boolean; modalidad: (typeof meetingModes)[number]; disponibilidad: string };
};
export type Identity = z.output<typeof identitySchema>;

export const emptyIdentity: IdentityDraft = {
  modo: 'anonimo',
  contact: { nombre: '', email: '', telefono: '' },
  correo_avisos: '',
  reunion: { quiere: false, modalidad: 'presencial', disponibilidad: '' },
};

type IdentityStepProps = {
  id: string;
  defaultValues: IdentityDraft;
  serverErrors?: Readonly<Record<string, string>>;
  onChange: (values: IdentityDraft) => void;
  onValid: (identity: Identity) => void;
};

const contactFields = ['nombre', 'email', 'telefono'] as const;

/**
 * The draft as this person may file it: a citizen's is always `verificado`; anybody else chooses
 * between anonymous and identified (a `verificado` draft left by a citizen's session is anonymous again).
 */
export function identityDraftFor(draft: IdentityDraft, isCitizen: boolean): IdentityDraft {
  if (isCitizen) {
    return draft.modo === 'verificado' ? draft : { ...draft, modo: 'verificado' };
  }
  return draft.modo === 'verificado' ? { ...draft, modo: 'anonimo' } : draft;
}

/** Step 3: stay anonymous (default, explained) or give a name and an e-mail or phone. */
export function IdentityStep({ id, defaultValues, serverErrors, onChange, onValid }: IdentityStepProps) {
  const { t } = useTranslation();
  // A citizen signed in with Cl@ve or the organisation's IdP files with that identity (issue 16 §3):
  // no anonymity to choose, no contact form (their verified name goes with the filing).
  const isCitizen = useAccessClaims()?.tipoacceso === 'Ciudadano';
  const { control, handleSubmit, subscribe, setError } = useForm<IdentityDraft, unknown, Identity>({
    // The form holds every contact field even when anonymous; the schema reads only what applies.
    resolver: zodResolver(identitySchema) as unknown as Resolver<IdentityDraft, unknown, Identity>,
    defaultValues: identityDraftFor(defaultValues, isCitizen),
    mode: 'onTouched',
  });
  const modo = useWatch({ control, name: 'modo' });
  const wantsMeeting = useWatch({ control, name: 'reunion.quiere' });

  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        onChange(values);
      },
    });
  }, [subscribe, onChange]);

  useEffect(() => {
    Object.entries(serverErrors ?? {}).forEach(([field, message], index) => {
      const name = contactFields.find((candidate) => candidate === field);
      if (name) {
        setError(`contact.${name}`, { type: 'server', message }, { shouldFocus: index === 0 });
      } else if (field === 'correo_avisos') {
        setError('correo_avisos', { type: 'server', message }, { shouldFocus: index === 0 });
      }
    });
  }, [serverErrors, setError]);

  const labels = {
    nombre: t('intake.identity.name'),
    email: t('intake.identity.email'),
    telefono: t('intake.identity.phone'),
  };

  return (
    <Box
      component="form"
      id={id}
      noValidate
      onSubmit={(event) => {
        void handleSubmit(onValid)(event);
      }}
    >
      {isCitizen ? (
        <Alert severity="info" data-testid="identity-verified">
          {t('intake.identity.verified')}
        </Alert>
      ) : null}
      {isCitizen ? null : (
        <Controller
          name="modo"
          control={control}
          render={({ field }) => (
            <FormControl component="fieldset" sx={{ width: '100%' }}>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {t('intake.identity.legend')}
              </FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                }}
              >
                <FormControlLabel
                  value="anonimo"
                  control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                  label={t('intake.identity.anonymous')}
                />
                <FormControlLabel value="identificado" control={<Radio />} label={t('intake.identity.identified')} />
              </RadioGroup>
            </FormControl>
          )}
        />
      )}

      {isCitizen ? null : modo === 'anonimo' ? (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Typography>{t('intake.identity.anonymousHelp')}</Typography>
          <Alert severity="info">{t('intake.identity.anonymousTip')}</Alert>
        </Stack>
      ) : (
        <Stack spacing={2.5} sx={{ mt: 2 }}>
          <Alert severity="info">{t('intake.identity.identifiedHelp')}</Alert>
          {contactFields.map((name) => (
            <Controller
              key={name}
              name={`contact.${name}`}
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  id={`contact-${name}`}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={labels[name]}
                  required={name === 'nombre'}
                  type={name === 'email' ? 'email' : name === 'telefono' ? 'tel' : 'text'}
                  autoComplete="off"
                  fullWidth
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error ? translateValidation(fieldState.error.message, t) : undefined}
                />
              )}
            />
          ))}
          <Typography variant="body2" color="text.secondary">
            {t('intake.identity.contactHint')}
          </Typography>
        </Stack>
      )}

      {/* Issue 17 §4: an address only to be told there is news, anonymous or not. */}
      <Stack component="section" spacing={1.5} sx={{ mt: 4 }} aria-labelledby={`${id}-notices`}>
        <Typography id={`${id}-notices`} component="h3" sx={{ fontWeight: 600 }}>
          {t('intake.identity.noticeTitle')}
        </Typography>
        <Typography id={`${id}-notices-help`}>{t('intake.identity.noticeHelp')}</Typography>
        <Alert severity="warning">{t('intake.identity.noticeWarning')}</Alert>
        <Controller
          name="correo_avisos"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="correo-avisos"
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('intake.identity.noticeLabel')}
              type="email"
              autoComplete="off"
              fullWidth
              slotProps={{ htmlInput: { 'aria-describedby': `${id}-notices-help`, maxLength: noticeAddressMax } }}
              error={fieldState.error !== undefined}
              helperText={fieldState.error ? translateValidation(fieldState.error.message, t) : undefined}
            />
          )}
        />
      </Stack>

      {/* Issue 17 §2 (art 7.2): a meeting instead of writing or besides it, asked for now. */}
      <Stack component="section" spacing={1.5} sx={{ mt: 4 }} aria-labelledby={`${id}-meeting`}>
        <Typography id={`${id}-meeting`} component="h3" sx={{ fontWeight: 600 }}>
          {t('complaint.meeting.title')}
        </Typography>
        <Typography id={`${id}-meeting-help`}>{t('complaint.meeting.intro')}</Typography>
        <Controller
          name="reunion.quiere"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  slotProps={{ input: { ref: field.ref } }}
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                  }}
                />
              }
              label={t('intake.identity.meetingAsk')}
            />
          )}
        />
        {wantsMeeting ? (
          <>
            <Controller
              name="reunion.modalidad"
              control={control}
              render={({ field }) => (
                <FormControl component="fieldset">
                  <FormLabel component="legend">{t('complaint.meeting.mode')}</FormLabel>
                  <RadioGroup
                    row
                    name={field.name}
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                    }}
                  >
                    {meetingModes.map((mode) => (
                      <FormControlLabel
                        key={mode}
                        value={mode}
                        control={<Radio />}
                        label={t(`complaint.meeting.modes.${mode}`)}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            <Controller
              name="reunion.disponibilidad"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  id="reunion-disponibilidad"
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t('complaint.meeting.availability')}
                  multiline
                  minRows={2}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: meetingTextMax } }}
                  error={fieldState.error !== undefined}
                  helperText={
                    fieldState.error
                      ? translateValidation(fieldState.error.message, t)
                      : t('complaint.meeting.availabilityHelp', { length: field.value.length, max: meetingTextMax })
                  }
                />
              )}
            />
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
