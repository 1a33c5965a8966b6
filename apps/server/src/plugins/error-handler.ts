import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse, FieldError } from '@atalaya/contract/errors/error-codes';
import type { LanguageCode } from '@atalaya/contract/limits';
import { AppError, messages } from '../lib/errors.ts';
import { translateMessage } from '../lib/message-catalogue.ts';
import { languageOfRequest } from '../lib/request-language.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la petición es demasiado grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo JSON está vacío',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo JSON no es válido',
};

/** The error body, its messages in the request's interface language (Spanish by default). */
function bodyIn(language: LanguageCode) {
  return function toBody(code: ErrorCode, message: string, errors?: FieldError[]): ErrorResponse {
    const translated = translateMessage(message, language);
    return errors && errors.length > 0
      ? {
          success: false,
          code,
          message: translated,
          errors: errors.map((e) => ({ ...e, message: translateMessage(e.message, language) })),
        }
      : { success: false, code, message: translated };
  };
}

/**
 * One error handler: AppErrors and client mistakes answer their safe message, in the interface
 * language the request names in `Accept-Language` (lib/message-catalogue.ts); anything unexpected
 * is logged (without the request) and answers a bare "Internal Server Error".
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const toBody = bodyIn(languageOfRequest(request.headers['accept-language']));
    if (error instanceof AppError) {
      if (error.reportable) {
        request.log.error({ err: error, code: error.code, route: request.routeOptions.url }, 'request failed');
      }
      return reply.status(error.statusCode).send(toBody(error.code, error.message, error.options.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: `${error.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`.replace(/\.$/, ''),
        message: v.message ?? 'Valor no válido',
      }));
      return reply.status(400).send(toBody('VALIDATION_FAILED', messages.validation, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { route: request.routeOptions.url, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.status(500).send(toBody('INTERNAL', messages.internal));
    }
    const status = error.statusCode ?? 500;
    const code = codeByStatus[status];
    if (status < 500 && code) {
      const message = fastifyMessages[error.code] ?? (status === 400 ? 'La petición no es válida' : error.message);
      return reply.status(status).send(toBody(code, message));
    }
    request.log.error({ err: error, route: request.routeOptions.url }, 'unexpected error');
    return reply.status(500).send(toBody('INTERNAL', messages.internal));
  });
}

export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
