import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { languageOf, type Lang } from './language';
import { genericMessage } from './messages';

/** How an error with a reason reads in a language: formatGraphqlError attaches it, out of the JSON. */
const IN_LANGUAGE = Symbol('parley.errorInLanguage');

type InLanguage = (lang: Lang) => { message: string; extraInfo?: Record<string, unknown> };
type Localizable = GraphQLFormattedError & { [IN_LANGUAGE]?: InLanguage };

/** A formatted error that knows its words in every language (its reason's catalog messages). */
export function localizable(error: GraphQLFormattedError, inLanguage: InLanguage): GraphQLFormattedError {
  return Object.assign({ ...error }, { [IN_LANGUAGE]: inLanguage });
}

/**
 * A GraphQL error in the reader's language: one with a reason by its catalogs; any other (graphql-js's
 * own refusals) by the generic words for its code, never English to a Chinese reader.
 */
export function localizeGraphqlError(error: GraphQLFormattedError, lang: Lang): GraphQLFormattedError {
  if (lang === 'en') return error;
  const ext = error.extensions ?? {};
  const inLanguage = (error as Localizable)[IN_LANGUAGE];
  if (inLanguage) {
    const { message, extraInfo } = inLanguage(lang);
    return { ...error, message, extensions: { ...ext, ...(extraInfo ? { extraInfo } : {}) } };
  }
  return { ...error, message: genericMessage(typeof ext.errorCode === 'number' ? ext.errorCode : 400, lang) };
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
