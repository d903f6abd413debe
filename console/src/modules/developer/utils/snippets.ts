/**
 * What the developer page shows people to copy: the widget snippet, the refId signing code for
 * identity verification, and the API examples. Plain strings built here (no React) so tests can run
 * exactly what the page shows against a real server (tests/integration/developer-examples.test.ts).
 */

/** What the snippet says in the reader's language: the widget's language and its two comments. */
export interface SnippetWords {
  lang: string;
  refIdComment: string;
  refIdHashComment: string;
  fromServer: string;
}

const ENGLISH_SNIPPET: SnippetWords = {
  lang: 'en',
  refIdComment: 'your id for a signed-in visitor (optional)',
  refIdHashComment: 'required when identity verification is on',
  fromServer: 'from your server',
};

/** The README's snippet, with this server's address, the chosen key and (in the console) the reader's language. */
export function widgetSnippet(origin: string, apiKey: string, words: SnippetWords = ENGLISH_SNIPPET): string {
  return `<script>
  window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments); };
  Parley('init', {
    apiKey: '${apiKey}',
    lang: '${words.lang}',
    // refId: 'customer-42',            // ${words.refIdComment}
    // refIdHash: '<${words.fromServer}>', // ${words.refIdHashComment}
  });
</script>
<script async src="${origin}/sdk.js"></script>`;
}

export const SIGNING_LANGUAGES = ['node', 'python', 'php', 'ruby'] as const;
export type SigningLanguage = (typeof SIGNING_LANGUAGES)[number];

/** Server-side code that makes refIdHash = hex HMAC-SHA256(refId, the key's secret). */
export function signingExample(language: SigningLanguage, secret: string): string {
  switch (language) {
    case 'node':
      return `const crypto = require('node:crypto');
const refIdHash = crypto.createHmac('sha256', '${secret}').update(refId).digest('hex');`;
    case 'python':
      return `import hashlib, hmac
ref_id_hash = hmac.new(b'${secret}', ref_id.encode('utf-8'), hashlib.sha256).hexdigest()`;
    case 'php':
      return `<?php
$refIdHash = hash_hmac('sha256', $refId, '${secret}');`;
    case 'ruby':
      return `require 'openssl'
ref_id_hash = OpenSSL::HMAC.hexdigest('SHA256', '${secret}', ref_id)`;
  }
}

/** The GraphQL example: the caller's open conversations, newest first. */
export const GRAPHQL_EXAMPLE_QUERY = '{ conversations(filter: { status: open, filter: all }) { id name status lastUpdateTimestamp } }';

/** The REST example: the same list through the REST door. */
export const REST_EXAMPLE_PATH = '/api/conversation?status=open&filter=all';

export function graphqlExample(origin: string): string {
  return `curl -s ${origin}/graphql \\
  -H 'Authorization: Bearer <token>.<secret>' \\
  -H 'Content-Type: application/json' \\
  -d '${JSON.stringify({ query: GRAPHQL_EXAMPLE_QUERY })}'`;
}

export function restExample(origin: string): string {
  return `curl -s '${origin}${REST_EXAMPLE_PATH}' \\
  -H 'Authorization: Bearer <token>.<secret>'`;
}
