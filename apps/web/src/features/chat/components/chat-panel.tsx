import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { chatMessageMax, chatRoles } from '@atalaya/contract/complaints/chat.schemas';
import type { ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import { limits } from '@atalaya/contract/limits';
import { ApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';

/** Who is looking at the chat (spec §6 chat roles). */
export type ChatViewerRole = keyof typeof chatRoles;

export type ChatPanelProps = {
  /** Oldest first. */
  messages: readonly ChatMessage[];
  viewerRole: ChatViewerRole;
  /** A resolved complaint (spec §4): sending is disabled and `disabledText` is shown. */
  isDisabled?: boolean;
  /** Defaults to `denuncias.denuncia_resuelta`. */
  disabledText?: string;
  /** The first load is still running: nothing is highlighted until it ends. */
  isLoading?: boolean;
  /** Sends a (trimmed, non-empty) message; a rejection keeps the text in the input. */
  onSend: (mensaje: string) => Promise<unknown>;
  headingLevel?: 2 | 3;
  /** Draws a message's text (the back office marks the redacted passages); plain text by default. */
  renderText?: (text: string) => ReactNode;
  /** Something beside a message's author and date (the back office's "Tachar"); nothing by default. */
  renderMessageAction?: (message: ChatMessage) => ReactNode;
};

/**
 * Messages seen so far; those that arrive after the first load are highlighted for 2 s (spec §2).
 * Derived during render from the previous render's state (React's "storing information from
 * previous renders" pattern), so no effect has to copy props into state.
 */
function useNewMessageHighlight(messages: readonly ChatMessage[], isLoading: boolean): ReadonlySet<number> {
  const [seen, setSeen] = useState<ReadonlySet<number> | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(() => new Set());
  if (!isLoading) {
    if (seen === null) {
      setSeen(new Set(messages.map((message) => message.idmensaje)));
    } else {
      const fresh = messages.filter((message) => !seen.has(message.idmensaje)).map((message) => message.idmensaje);
      if (fresh.length > 0) {
        setSeen(new Set([...seen, ...fresh]));
        setHighlighted(new Set([...highlighted, ...fresh]));
      }
    }
  }
  useEffect(() => {
    if (highlighted.size === 0) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setHighlighted(new Set());
    }, limits.chatHighlightMs);
    return () => {
      clearTimeout(timer);
    };
  }, [highlighted]);
  return highlighted;
}

/**
 * The chat of a complaint (spec §2): message list, input and send button. Enter sends,
 * Shift+Enter starts a new line. Bubbles are aligned by the viewer's role: the viewer's own
 * messages on the right, the other party's on the left, each labelled with its author.
 * An empty message shows "No ha escrito en mensaje que desea enviar" (Error).
 */
export function ChatPanel({
  messages,
  viewerRole,
  isDisabled = false,
  disabledText,
  isLoading = false,
  onSend,
  headingLevel = 2,
  renderText,
  renderMessageAction,
}: ChatPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const inputId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const highlighted = useNewMessageHighlight(messages, isLoading);
  const ownRole = chatRoles[viewerRole];
  const otherLabel = viewerRole === 'informante' ? t('chat.handler') : t('chat.reporter');

  useEffect(() => {
    const list = listRef.current;
    if (list) {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages.length]);

  async function submit() {
    if (isDisabled || isSending) {
      return;
    }
    const mensaje = text.trim();
    if (mensaje === '') {
      const message = t('chat.empty');
      setError(message);
      notify({ title: t('chat.errorTitle'), message, severity: 'error' });
      inputRef.current?.focus();
      return;
    }
    if (mensaje.length > chatMessageMax) {
      setError(t('validation.max', { count: chatMessageMax }));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setIsSending(true);
    try {
      await onSend(mensaje);
      setText('');
    } catch (caught) {
      // A 501 (resolved meanwhile) is already shown by the api client.
      if (!(caught instanceof ApiError && caught.status === 501)) {
        setError(t('chat.sendFailed'));
      }
    } finally {
      setIsSending(false);
      inputRef.current?.focus();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="chat-panel"
    >
      <Typography
        id={titleId}
        variant="h2"
        component={headingLevel === 2 ? 'h2' : 'h3'}
        sx={{ fontSize: '1.35rem', mb: 2 }}
      >
        {t('chat.title')}
      </Typography>

      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('loader.text')} />
        </Box>
      ) : (
        <Box
          ref={listRef}
          role="log"
          aria-label={t('chat.messages')}
          tabIndex={0}
          data-testid="chat-messages"
          sx={{
            p: 1,
            maxHeight: 420,
            minHeight: 120,
            overflowY: 'auto',
            borderRadius: 1,
            bgcolor: 'background.default',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="ol"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {messages.length === 0 ? (
              <Box component="li" sx={{ color: 'text.secondary', p: 1 }}>
                {t('chat.noMessages')}
              </Box>
            ) : null}
            {messages.map((message) => {
              const isOwn = message.idusuario === ownRole;
              const isNew = highlighted.has(message.idmensaje);
              const action = renderMessageAction?.(message);
              return (
                <Box
                  component="li"
                  key={message.idmensaje}
                  data-testid="chat-message"
                  data-author={isOwn ? 'own' : 'other'}
                  data-highlighted={isNew ? 'true' : 'false'}
                  sx={{ display: 'flex', justifyContent: isOwn ? 'flex-end' : 'flex-start' }}
                >
                  <Box
                    sx={{
                      maxWidth: { xs: '90%', sm: '80%' },
                      px: 1.75,
                      py: 1,
                      borderRadius: 2,
                      borderBottomRightRadius: isOwn ? 4 : undefined,
                      borderBottomLeftRadius: isOwn ? undefined : 4,
                      bgcolor: isOwn ? 'primary.main' : 'background.paper',
                      color: isOwn ? 'primary.contrastText' : 'text.primary',
                      border: 1,
                      borderColor: isOwn ? 'primary.main' : 'divider',
                      outline: isNew ? '3px solid' : 'none',
                      outlineColor: 'warning.main',
                      outlineOffset: 2,
                      transition: 'outline-color 225ms',
                    }}
                  >
                    <Typography
                      component="p"
                      variant="caption"
                      sx={{ display: 'block', fontWeight: 700, opacity: 0.95 }}
                    >
                      {isOwn ? t('chat.you') : otherLabel}
                      <Box component="span" sx={{ fontWeight: 400 }}>
                        {' · '}
                        {formatDateTime(message.fec_mensaje, language)}
                      </Box>
                      {isNew ? (
                        <Box component="span" sx={{ fontWeight: 400 }}>
                          {' · '}
                          {t('chat.new')}
                        </Box>
                      ) : null}
                      {action ? (
                        <Box
                          component="span"
                          sx={{ display: 'inline-block', ml: 0.5, my: -0.5, verticalAlign: 'middle' }}
                        >
                          {action}
                        </Box>
                      ) : null}
                    </Typography>
                    <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {renderText ? renderText(message.mensaje) : message.mensaje}
                    </Typography>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      )}

      {isDisabled ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="chat-disabled">
          {disabledText ?? t('denuncias.denuncia_resuelta')}
        </Alert>
      ) : null}

      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ mt: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          id={inputId}
          inputRef={inputRef}
          label={t('chat.label')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) {
              setError(null);
            }
          }}
          onKeyDown={onKeyDown}
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          disabled={isDisabled}
          error={error !== null}
          helperText={isDisabled ? undefined : (error ?? t('chat.hint'))}
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'chat-input', spellCheck: true } }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={
            isSending ? (
              <CircularProgress size={16} color="inherit" aria-hidden="true" />
            ) : (
              <SendIcon aria-hidden="true" />
            )
          }
          disabled={isDisabled || isSending}
          sx={{ mt: { sm: 1 }, flexShrink: 0, minHeight: 44 }}
        >
          {t('chat.send')}
        </Button>
      </Box>
    </Paper>
  );
}
