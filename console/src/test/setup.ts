import { I18n, i18n, type Messages } from '@lingui/core';
import { TextDecoder, TextEncoder } from 'node:util';
import { includeAllCatalogs } from '../shared/i18n';

// jsdom leaves these out; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Tests compile the macros with @lingui/swc-plugin 6, whose message ids use the URL-safe base64
// alphabet (Lingui 6); the catalogs come from the Lingui 5 CLI and vite's babel macro, in the standard
// one. A message whose id holds + or / would otherwise read as English in a zh test while the
// product shows it translated; the catalogs a test loads answer to both spellings of an id.
const bothSpellings = (messages: Messages): Messages => {
  const both: Messages = { ...messages };
  for (const [id, message] of Object.entries(messages)) both[id.replace(/\+/g, '-').replace(/\//g, '_')] ??= message;
  return both;
};
const proto = I18n.prototype as unknown as {
  _load: (this: I18n, locale: string, messages: Messages) => void;
  loadAndActivate: (this: I18n, options: { locale: string; locales?: string[]; messages: Messages }) => void;
};
const load = proto._load;
proto._load = function (locale, messages) {
  load.call(this, locale, bothSpellings(messages));
};
const loadAndActivate = proto.loadAndActivate;
proto.loadAndActivate = function (options) {
  loadAndActivate.call(this, { ...options, messages: bothSpellings(options.messages) });
};

includeAllCatalogs();

// Component tests render the English source messages the macros carry.
i18n.loadAndActivate({ locale: 'en', messages: {} });
