import { useLingui } from '@lingui/react/macro';
import { graphqlExample, restExample } from '../utils/snippets';
import { CodeBlock } from './CodeBlock';
import { GuideColumn } from './GuideColumn';

/** A short guide to the API: the examples shown are the ones a test runs against a server. */
export function ApiGuideSection() {
  const { t } = useLingui();
  const origin = window.location.origin;
  return (
    <GuideColumn>
      <p>{t`GraphQL: ${origin}/graphql (queries, mutations, and subscriptions over WebSocket). Send an API token as a bearer token:`}</p>
      <CodeBlock label={t`GraphQL example`} code={graphqlExample(origin)} />
      <p>{t`REST: the same operations under /api. For example, the open conversations:`}</p>
      <CodeBlock label={t`REST example`} code={restExample(origin)} />
      <p>
        <a href="/api/openapi.json" target="_blank" rel="noreferrer">
          {t`The REST reference (OpenAPI)`}
        </a>
      </p>
    </GuideColumn>
  );
}
