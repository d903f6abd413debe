import { z } from 'zod';

/** Query strings carry text: these accept "true"/"1" and numbers written as text. */
export const queryBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
export const clientTypeField = z.union([z.string(), z.number()]).optional();
export const uuid = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'common.mustBeAnId');
/** Several records read in one GET: a query string has no arrays, so their ids come joined by commas. */
export const idListParam = z
  .string()
  .max(100 * 37)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(uuid).min(1).max(100))
  .describe('One id, or several joined by commas');

const fromText = (v: unknown) => (typeof v === 'string' ? Number(v) : v);

/**
 * An object's fields as a query string carries them: its numbers and booleans arrive as text, so
 * each is read from text first and then meets the field's own rules. A schema declared once for JSON
 * (a GraphQL input, a saved value) then serves a GET route without being declared a second time.
 */
export function asQueryText<S extends Record<string, z.ZodType>>(schema: z.ZodObject<S>): z.ZodObject<{ [K in keyof S]: z.ZodType<z.output<S[K]>> }> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const optional = field instanceof z.ZodOptional;
      const inner: z.ZodType = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
      const description = inner.description ?? field.description;
      const text = inner instanceof z.ZodBoolean ? queryBool : inner instanceof z.ZodNumber ? z.preprocess(fromText, inner) : inner;
      const read = description === undefined ? text : text.describe(description);
      return [key, optional ? read.optional() : read];
    }),
  );
  // The mapped type is what the loop builds: each field's output unchanged, its input text or JSON.
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodType<z.output<S[K]>> }>;
}
