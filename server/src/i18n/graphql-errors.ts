import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { languageOf, type Lang } from './language';
import { localizeFields, localizeMessage } from './localize';

/** A GraphQL error in the reader's language: its message, and its field problems (extensions.extraInfo.fields). */
export function localizeGraphqlError(error: GraphQLFormattedError, lang: Lang): GraphQLFormattedError {
  if (lang === 'en') return error;
  const ext = error.extensions ?? {};
  const code = typeof ext.errorCode === 'number' ? ext.errorCode : 400;
  const extraInfo = ext.extraInfo as Record<string, unknown> | undefined;
  const localizedInfo = extraInfo && 'fields' in extraInfo ? { ...extraInfo, fields: localizeFields(extraInfo.fields, lang) } : extraInfo;
  return { ...error, message: localizeMessage(error.message, lang, code), extensions: { ...ext, ...(localizedInfo ? { extraInfo: localizedInfo } : {}) } };
}

/** POST /graphql answers its errors in the language of the request (X-Parley-Lang, else Accept-Language). */
export function localizedErrorsPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart({ request }) {
      const headers = request.http?.headers;
      const lang = languageOf(headers?.get('accept-language') ?? undefined, headers?.get('x-parley-lang') ?? undefined);
      if (lang === 'en') return {};
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) => localizeGraphqlError(e, lang));
        },
      };
    },
  };
}
