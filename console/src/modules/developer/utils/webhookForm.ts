import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeGraphqlError } from '../../../shared/describeError';
import { orderedEvents } from './webhookEvents';

/** What the add/edit dialog edits. */
export interface WebhookDraft {
  url: string;
  description: string;
  events: string[];
  includeInternal: boolean;
}

/** The server keeps this much of a description. */
export const DESCRIPTION_MAX = 200;

export const emptyDraft = (): WebhookDraft => ({ url: '', description: '', events: [], includeInternal: false });

/** The dialog's fields for an existing subscription (edit), or empty ones (add). */
export function draftOf(webhook?: { url: string; description: string; events: readonly string[]; includeInternal: boolean } | null): WebhookDraft {
  if (!webhook) return emptyDraft();
  return { url: webhook.url, description: webhook.description, events: orderedEvents(webhook.events), includeInternal: webhook.includeInternal };
}

export interface DraftProblems {
  url?: 'required' | 'invalid';
  events?: 'required';
}

/** What the console can tell before asking the server: a URL, http(s) and without credentials, and at least one event. */
export function draftProblems(draft: WebhookDraft): DraftProblems {
  const problems: DraftProblems = {};
  const url = draft.url.trim();
  if (!url) problems.url = 'required';
  else if (!isHttpUrl(url)) problems.url = 'invalid';
  if (draft.events.length === 0) problems.events = 'required';
  return problems;
}

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The draft as the server takes it. */
export function draftInput(draft: WebhookDraft): WebhookDraft {
  return { url: draft.url.trim(), description: draft.description.trim(), events: orderedEvents(draft.events), includeInternal: draft.includeInternal };
}

export interface ServerProblems {
  /** The server's (translated) message, under the field it is about. */
  url?: string;
  events?: string;
  /** Under the form: a problem of no one field. */
  form?: string;
}

/**
 * Where a refusal belongs: the server names the field a problem is about (extensions.extraInfo.fields,
 * by its code, never by its words), and its message comes in the reader's language.
 */
export function serverProblems(error: unknown, fallback: string): ServerProblems {
  if (!CombinedGraphQLErrors.is(error) || !error.errors[0]) return { form: fallback };
  const first = error.errors[0];
  const fields = (first.extensions?.extraInfo as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  if ('url' in fields) return { url: first.message };
  if ('events' in fields) return { events: first.message };
  return { form: describeGraphqlError(error, fallback) };
}
