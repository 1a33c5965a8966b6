import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { FileComplaintBody } from '@atalaya/contract/complaints/complaint.schemas';
import { FileAttachments } from '@/components/complaint/file-attachments.tsx';
import type { AttachedFile } from '@/components/complaint/file-attachments.tsx';
import { LeaveGuard } from '@/components/ui/leave-guard.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { useAccessClaims } from '@/lib/tokens.ts';
import type { UploadLimits } from '@/lib/upload-limits.ts';
import { translateValidation } from '@/lib/validation-messages.ts';
import { useComplaintForm } from '../api/get-form.ts';
import { useSubmitReport } from '../api/submit-report.ts';
import { deleteAttachment, uploadAttachment } from '../api/upload-attachment.ts';
import { initialAnswers } from './answer-drafts.ts';
import type { ExternalChannel } from './channel-entry.tsx';
import { DynamicForm } from './dynamic-form.tsx';
import { firstStepWithError, noServerErrors, serverErrorsOf } from '../utils/server-errors.ts';
import type { ServerErrors } from '../utils/server-errors.ts';
import type { AnswersDraft } from './answer-drafts.ts';
import { IdentityStep, emptyIdentity } from './identity-step.tsx';
import type { Identity, IdentityDraft } from './identity-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { TypeStep } from './type-step.tsx';
import { WizardNavigation } from './wizard-navigation.tsx';

/** What the receipt screen needs once the complaint is filed. The receipt lives only in memory. */
export type FiledReport = {
  receipt: string;
  fecAlta: string;
  type: ComplaintType;
  /** The filing's signed proof (issue 17 §8): its verification code and public address. */
  verificacion?: { codigo: string; url: string };
};

export type ReportWizardProps = {
  tenantName: string;
  /** The external channel the tenant names (its authority and address). */
  externalChannel?: ExternalChannel;
  uploadLimits: UploadLimits;
  onFiled: (filed: FiledReport) => void;
};

const stepKeys = ['type', 'details', 'identity', 'attachments', 'review'] as const;
const detailsFormId = 'report-details-form';
const identityFormId = 'report-identity-form';

/**
 * Filing wizard (architecture §5): type → the type's form → identity → attachments → review with
 * the privacy notice → "Enviar comunicación". Every step's input is kept while moving back and
 * forth; leaving with input asks first.
 */
export function ReportWizard({ tenantName, externalChannel, uploadLimits, onFiled }: ReportWizardProps) {
  const { t } = useTranslation();
  const { ididioma } = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Focus goes to the new step's heading, except on the first render and when a field takes it (server errors). */
  const focusHeading = useRef(false);
  const [step, setStep] = useState(0);
  const [type, setType] = useState<ComplaintType | null>(null);
  const [typeError, setTypeError] = useState<string | undefined>(undefined);
  const [draftAnswers, setDraftAnswers] = useState<AnswersDraft>({});
  const [answersFormId, setAnswersFormId] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [identityDraft, setIdentityDraft] = useState<IdentityDraft>(emptyIdentity);
  const [identity, setIdentity] = useState<Identity>({
    modo: 'anonimo',
    correo_avisos: '',
    reunion: emptyIdentity.reunion,
  });
  const [documents, setDocuments] = useState<AttachedFile[]>([]);
  const [filesById, setFilesById] = useState<Record<number, AttachedFile>>({});
  const [acceptsPrivacy, setAcceptsPrivacy] = useState(false);
  const [privacyError, setPrivacyError] = useState<string | undefined>(undefined);
  const [serverErrors, setServerErrors] = useState<ServerErrors>(noServerErrors);
  const [isFiled, setIsFiled] = useState(false);
  const form = useComplaintForm(type?.idformulario);
  const submit = useSubmitReport();
  const fields = form.data?.campos ?? [];
  // A citizen signed in with Cl@ve or the organisation's IdP files with their verified identity
  // (issue 16 §3), as the identity and review steps say: never anonymously.
  const isCitizen = useAccessClaims()?.tipoacceso === 'Ciudadano';

  useEffect(() => {
    if (focusHeading.current) {
      headingRef.current?.focus();
    }
  }, [step]);

  const answerFileCount = Object.values(draftAnswers).reduce(
    (count, value) =>
      count + (Array.isArray(value) && value.every((item) => typeof item === 'number') ? value.length : 0),
    0,
  );
  const totalFileCount = documents.length + answerFileCount;
  const isDirty = !isFiled && (type !== null || documents.length > 0);

  function goTo(next: number, options: { focusHeading?: boolean } = {}) {
    focusHeading.current = options.focusHeading ?? true;
    setStep(next);
  }

  function chooseType(next: ComplaintType) {
    setType(next);
    setTypeError(undefined);
    if (answersFormId !== null && answersFormId !== next.idformulario) {
      // Another form: its answers (and the files they name) do not apply any more.
      for (const value of Object.values(draftAnswers)) {
        if (Array.isArray(value)) {
          value.filter((item): item is number => typeof item === 'number').forEach((id) => void deleteAttachment(id));
        }
      }
      setDraftAnswers({});
      setAnswers({});
      setAnswersFormId(null);
    }
  }

  const rememberFile = useCallback((file: AttachedFile) => {
    setFilesById((current) => ({ ...current, [file.iddocumento]: file }));
  }, []);
  const forgetFile = useCallback((file: AttachedFile) => {
    void deleteAttachment(file.iddocumento);
  }, []);
  const onDraftAnswers = useCallback((values: AnswersDraft) => {
    setDraftAnswers(values);
  }, []);
  const onIdentityDraft = useCallback((values: IdentityDraft) => {
    setIdentityDraft(values);
  }, []);

  function next() {
    if (step === 0) {
      if (type === null) {
        setTypeError(t('intake.type.required'));
        return;
      }
      if (answersFormId === null) {
        setAnswersFormId(type.idformulario);
      }
      goTo(1);
      return;
    }
    if (step === 3) {
      goTo(4);
    }
  }

  async function send() {
    if (type === null) {
      goTo(0);
      return;
    }
    if (!acceptsPrivacy) {
      setPrivacyError(t('validation.privacy'));
      return;
    }
    setPrivacyError(undefined);
    setServerErrors(noServerErrors);
    const body: FileComplaintBody = {
      den_denuncias: {
        idtipodenuncia: type.idtipodenuncia,
        answers,
        anonima: !isCitizen && identity.modo === 'anonimo',
        contact: !isCitizen && identity.modo === 'identificado' ? identity.contact : undefined,
        correo_avisos: identity.correo_avisos === '' ? undefined : identity.correo_avisos,
        reunion: identity.reunion.quiere
          ? {
              modalidad: identity.reunion.modalidad,
              ...(identity.reunion.disponibilidad === '' ? {} : { disponibilidad: identity.reunion.disponibilidad }),
            }
          : undefined,
        documentos: documents.map((file) => file.iddocumento),
        ididioma,
        aceptaPrivacidad: true,
      },
    };
    try {
      // A citizen's body gets their verified name as its contact (the contract's rule for `anonima: false`).
      const filed = await submit.mutateAsync({ body, verifiedIdentity: isCitizen });
      setIsFiled(true);
      onFiled({ receipt: filed.receipt, fecAlta: filed.fec_alta, type, verificacion: filed.verificacion });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400 && caught.errors.length > 0) {
        const sorted = serverErrorsOf(caught);
        setServerErrors(sorted);
        if (sorted.type) {
          setTypeError(translateValidation(sorted.type, t));
        }
        if (sorted.privacy) {
          setPrivacyError(translateValidation(sorted.privacy, t));
        }
        const target = firstStepWithError(sorted);
        if (target !== 4) {
          // The first field with an error takes the focus there.
          goTo(target, { focusHeading: target === 0 || target === 3 });
        }
        return;
      }
      const general =
        caught instanceof ApiError && caught.status === 429
          ? t('intake.errors.rateLimited')
          : caught instanceof ApiError && caught.status === 0
            ? t('intake.errors.network')
            : t('intake.errors.submit');
      setServerErrors({ ...noServerErrors, general });
    }
  }

  const stepName = t(`intake.steps.${stepKeys[step] ?? 'type'}`);
  const formLoading = step === 1 && (form.isPending || form.data === undefined);

  return (
    <Box>
      <LeaveGuard
        when={isDirty && !submit.isPending}
        title={t('intake.leave.title')}
        message={t('intake.leave.message')}
        confirmLabel={t('intake.leave.confirm')}
      />
      <Stepper
        activeStep={step}
        alternativeLabel
        aria-label={t('intake.progress')}
        sx={{ mb: 4, '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}
      >
        {stepKeys.map((key, index) => (
          <Step key={key} completed={index < step}>
            <StepLabel aria-current={index === step ? 'step' : undefined}>{t(`intake.steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          component="h2"
          sx={{ fontSize: '1.5rem', mb: 1, outline: 'none' }}
        >
          {t('intake.stepHeading', { current: step + 1, total: stepKeys.length, name: stepName })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(`intake.intro.${stepKeys[step] ?? 'type'}`)}
        </Typography>

        {step === 0 ? (
          <TypeStep selectedId={type?.idtipodenuncia ?? null} error={typeError} onSelect={chooseType} />
        ) : null}

        {step === 1 ? (
          form.isError ? (
            <Alert severity="error">{t('intake.form.loadError')}</Alert>
          ) : form.data ? (
            <DynamicForm
              key={form.data.idformulario}
              id={detailsFormId}
              fields={fields}
              defaultValues={initialAnswers(fields, draftAnswers)}
              serverErrors={serverErrors.answers}
              onChange={onDraftAnswers}
              onValid={(valid) => {
                setAnswers(valid);
                goTo(2);
              }}
              attachments={{
                limits: uploadLimits,
                filesById,
                totalFileCount,
                upload: uploadAttachment,
                onUploaded: rememberFile,
                onRemoved: forgetFile,
              }}
            />
          ) : (
            <Loader />
          )
        ) : null}

        {step === 2 ? (
          <IdentityStep
            id={identityFormId}
            defaultValues={identityDraft}
            serverErrors={serverErrors.contact}
            onChange={onIdentityDraft}
            onValid={(valid) => {
              setIdentity(valid);
              goTo(3);
            }}
          />
        ) : null}

        {step === 3 ? (
          <FileAttachments
            label={t('intake.attachments.label')}
            note={t('intake.attachments.metadata')}
            files={documents}
            limits={uploadLimits}
            otherFileCount={answerFileCount}
            upload={uploadAttachment}
            onAdded={(file) => {
              rememberFile(file);
              setDocuments((current) => [...current, file]);
            }}
            onRemove={(file) => {
              setDocuments((current) => current.filter((known) => known.iddocumento !== file.iddocumento));
              forgetFile(file);
            }}
            error={serverErrors.documents ? t('intake.errors.documents') : undefined}
          />
        ) : null}

        {step === 4 && type ? (
          <ReviewStep
            type={type}
            fields={fields}
            answers={answers}
            identity={identity}
            documents={documents}
            filesById={filesById}
            tenantName={tenantName}
            externalChannel={externalChannel}
            acceptsPrivacy={acceptsPrivacy}
            privacyError={privacyError}
            onAcceptsPrivacyChange={(accepts) => {
              setAcceptsPrivacy(accepts);
              if (accepts) {
                setPrivacyError(undefined);
              }
            }}
            onEdit={goTo}
          />
        ) : null}

        {serverErrors.general && step === 4 ? (
          <Alert severity="error" role="alert" sx={{ mt: 3 }}>
            {serverErrors.general}
          </Alert>
        ) : null}

        <WizardNavigation
          step={step}
          isLast={step === stepKeys.length - 1}
          formId={step === 1 ? detailsFormId : step === 2 ? identityFormId : undefined}
          isSending={submit.isPending}
          isLoading={formLoading}
          onBack={() => {
            goTo(step - 1);
          }}
          onNext={next}
          onSend={() => {
            void send();
          }}
        />
      </Paper>
    </Box>
  );
}
