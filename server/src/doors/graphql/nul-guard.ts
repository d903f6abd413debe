import { Kind, visit, type DocumentNode } from 'graphql';
import { AppError, type PlainReason } from '../../common/errors';

/** PostgreSQL text and jsonb cannot hold NUL: it is refused at the door (400), never in the database. */
export const NUL_REASON = 'request.textMustNotContainNULCharacters' satisfies PlainReason;

const nulRefused = (where: string) => new AppError('VALIDATION', NUL_REASON, { fields: { [where]: 'nul' } });

/** A NUL written in the document itself: a string literal ("\u0000") anywhere, arguments and defaults included. */
export function nulInDocument(document: DocumentNode): AppError | undefined {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found ? nulRefused('query') : undefined;
}

/**
 * A NUL in any string or object key of the variables, however deep. Walked with a stack of its own:
 * a deeply nested JSON value must not overflow the call stack (that would be a 500).
 */
export function nulInVariables(variables: unknown): AppError | undefined {
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return nulRefused('variables');
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return nulRefused('variables');
        pending.push(inner);
      }
    }
  }
  return undefined;
}
