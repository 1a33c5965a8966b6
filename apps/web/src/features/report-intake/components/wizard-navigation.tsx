import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';

export type WizardNavigationProps = {
  step: number;
  /** The review step: "Enviar comunicación" instead of "Siguiente". */
  isLast: boolean;
  /** The step's "Siguiente" submits the form with this id (its questions or the identity); none: a plain button. */
  formId: string | undefined;
  /** The complaint is being filed: back and send are disabled. */
  isSending: boolean;
  /** The step's form is still loading: "Siguiente" is disabled. */
  isLoading: boolean;
  onBack: () => void;
  onNext: () => void;
  onSend: () => void;
};

/** The filing wizard's buttons under each step: back, and next (or send on the review step). */
export function WizardNavigation({
  step,
  isLast,
  formId,
  isSending,
  isLoading,
  onBack,
  onNext,
  onSend,
}: WizardNavigationProps) {
  const { t } = useTranslation();
  const isFormStep = formId !== undefined;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4, flexWrap: 'wrap' }}>
      {step > 0 ? (
        <Button variant="text" startIcon={<ArrowBackIcon aria-hidden="true" />} disabled={isSending} onClick={onBack}>
          {t('intake.nav.back')}
        </Button>
      ) : (
        <span />
      )}
      {isLast ? (
        <Button
          variant="contained"
          size="large"
          endIcon={
            isSending ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <SendIcon aria-hidden="true" />
            )
          }
          disabled={isSending}
          onClick={onSend}
        >
          {isSending ? t('intake.nav.sending') : t('intake.nav.submit')}
        </Button>
      ) : (
        <Button
          // A new element per step: React 19 re-renders inside the click, and if this same
          // button became a submit button before the browser's default action ran, the click
          // that left the type step would also submit the questions (skipping them when all
          // are optional).
          key={`next-${step}`}
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon aria-hidden="true" />}
          type={isFormStep ? 'submit' : 'button'}
          form={formId}
          disabled={isLoading}
          onClick={isFormStep ? undefined : onNext}
        >
          {t('intake.nav.next')}
        </Button>
      )}
    </Box>
  );
}
