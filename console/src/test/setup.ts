import { i18n } from '@lingui/core';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves these out; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Component tests render the English source messages the macros carry.
i18n.loadAndActivate({ locale: 'en', messages: {} });
