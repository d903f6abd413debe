import {
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { z } from 'zod';

/** One way a GraphQL type and its Zod twin part, at a path such as `Conversation.lastMessage.seq`. */
export interface ShapeDiff {
  path: string;
  what: string;
}

interface Unwrapped {
  nullable: boolean;
  inner: z.ZodType;
}

/** Optional and nullable both mean a client may get no value: GraphQL says both with a nullable field. */
function unwrapZod(schema: z.ZodType): Unwrapped {
  let nullable = false;
  let inner: z.ZodType = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      nullable = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault || inner instanceof z.ZodReadonly || inner instanceof z.ZodCatch) {
      // A default fills an absent value in before it is sent, so what is sent has one.
      inner = inner.def.innerType as z.ZodType;
    } else if (inner instanceof z.ZodPipe) {
      // What a client receives is the answer after its transforms.
      inner = inner.def.out as z.ZodType;
    } else if (inner instanceof z.ZodLazy) {
      inner = inner.def.getter() as z.ZodType;
    } else {
      return { nullable, inner };
    }
  }
}

const SCALARS: Record<string, string> = { String: 'string', ID: 'string', Int: 'number', Float: 'number', Boolean: 'boolean' };
const JSON_SCALARS = new Set(['JSON', 'JSONObject']);

const TEXT_KINDS = new Set(['string', 'enum', 'literal']);

/**
 * A union of objects (REST's answer varying by kind) read as one object, the way a GraphQL type
 * holding every kind's fields declares it: a field some kinds lack may be absent.
 */
function mergedUnion(schema: z.ZodUnion): z.ZodObject | undefined {
  const options = schema.options.map((o) => unwrapZod(o as z.ZodType).inner);
  if (!options.every((o) => o instanceof z.ZodObject)) return undefined;
  const shapes = options.map((o) => (o as z.ZodObject<Record<string, z.ZodType>>).shape);
  const keys = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
  const merged: Record<string, z.ZodType> = {};
  for (const key of keys) {
    const kinds = [...new Set(shapes.flatMap((shape) => (key in shape ? [shape[key]] : [])))];
    const one = kinds.length === 1 ? kinds[0] : z.union(kinds);
    merged[key] = shapes.every((shape) => key in shape) ? one : one.optional();
  }
  return z.object(merged);
}

function zodKind(schema: z.ZodType): string {
  if (schema instanceof z.ZodString) return 'string';
  if (schema instanceof z.ZodNumber) return 'number';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodEnum) return 'enum';
  if (schema instanceof z.ZodLiteral) return 'literal';
  if (schema instanceof z.ZodObject) return 'object';
  if (schema instanceof z.ZodRecord) return 'record';
  if (schema instanceof z.ZodArray) return 'list';
  if (schema instanceof z.ZodUnion) {
    // Text of a few kinds (an enum here, a literal there) is still text.
    const kinds = new Set(schema.options.map((o) => zodKind(unwrapZod(o as z.ZodType).inner)));
    return [...kinds].every((k) => TEXT_KINDS.has(k)) ? 'enum' : 'union';
  }
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return 'unknown';
  return schema.def.type;
}

/**
 * The differences between a GraphQL object type and a Zod object schema, field by field and into
 * nested objects and lists: the fields each has, which may be null (optional or nullable in Zod,
 * nullable in GraphQL), which are lists, and the kind of value (text, number, flag, enum values,
 * object, free-form JSON). Descriptions are not compared: each door words its own.
 */
export function shapeDiff(type: GraphQLObjectType, schema: z.ZodType, compared = new Set<string>()): ShapeDiff[] {
  const out: ShapeDiff[] = [];
  compareObject(type.name, type, unwrapZod(schema).inner, out, new Set(), compared);
  return out;
}

function compareObject(path: string, type: GraphQLObjectType, given: z.ZodType, out: ShapeDiff[], seen: Set<string>, compared: Set<string>): void {
  const schema = given instanceof z.ZodUnion ? (mergedUnion(given) ?? given) : given;
  if (!(schema instanceof z.ZodObject)) {
    out.push({ path, what: `an object in GraphQL (${type.name}), ${zodKind(schema)} in Zod` });
    return;
  }
  // A type that refers to itself (or a shared type met again at this path) is compared once.
  const key = `${path}|${type.name}`;
  if (seen.has(key)) return;
  seen.add(key);
  compared.add(type.name);
  const fields = type.getFields();
  const shape = (schema as z.ZodObject<Record<string, z.ZodType>>).shape;
  for (const name of Object.keys(fields)) if (!(name in shape)) out.push({ path: `${path}.${name}`, what: 'only in GraphQL' });
  for (const name of Object.keys(shape)) if (!(name in fields)) out.push({ path: `${path}.${name}`, what: 'only in Zod' });
  for (const name of Object.keys(fields)) {
    if (name in shape) compareSlot(`${path}.${name}`, fields[name].type, shape[name], out, seen, compared);
  }
}

function compareSlot(path: string, gql: GraphQLOutputType, schema: z.ZodType, out: ShapeDiff[], seen: Set<string>, compared: Set<string>): void {
  const { nullable, inner } = unwrapZod(schema);
  const gqlNullable = !isNonNullType(gql);
  if (gqlNullable !== nullable) {
    out.push({ path, what: `${gqlNullable ? 'nullable' : 'non-null'} in GraphQL, ${nullable ? 'nullable or optional' : 'required'} in Zod` });
  }
  const g = getNullableType(gql);
  if (isListType(g) || inner instanceof z.ZodArray) {
    if (isListType(g) && inner instanceof z.ZodArray) compareSlot(`${path}[]`, g.ofType as GraphQLOutputType, inner.element as z.ZodType, out, seen, compared);
    else out.push({ path, what: isListType(g) ? `a list in GraphQL, ${zodKind(inner)} in Zod` : `a list in Zod, ${g.name} in GraphQL` });
    return;
  }
  if (isObjectType(g)) {
    compareObject(path, g, inner, out, seen, compared);
    return;
  }
  if (isEnumType(g)) {
    if (!(inner instanceof z.ZodEnum)) {
      out.push({ path, what: `enum ${g.name} in GraphQL, ${zodKind(inner)} in Zod` });
      return;
    }
    const gqlValues = g
      .getValues()
      .map((v) => v.name)
      .sort();
    const zodValues = inner.options.map(String).sort();
    if (gqlValues.join() !== zodValues.join()) out.push({ path, what: `enum values ${gqlValues.join('|')} in GraphQL, ${zodValues.join('|')} in Zod` });
    return;
  }
  if (isScalarType(g)) {
    if (JSON_SCALARS.has(g.name)) {
      if (!(inner instanceof z.ZodRecord || inner instanceof z.ZodUnknown || inner instanceof z.ZodAny)) {
        out.push({ path, what: `free-form ${g.name} in GraphQL, ${zodKind(inner)} in Zod` });
      }
      return;
    }
    const kind = zodKind(inner);
    const expected = SCALARS[g.name];
    // An enum or literal of text is sent as text: a GraphQL String may carry it.
    const fits = kind === expected || (expected === 'string' && TEXT_KINDS.has(kind));
    if (!fits) out.push({ path, what: `${g.name} in GraphQL, ${kind} in Zod` });
    return;
  }
  if (isUnionType(g)) {
    if (!(inner instanceof z.ZodUnion)) out.push({ path, what: `union ${g.name} in GraphQL, ${zodKind(inner)} in Zod` });
    return;
  }
  out.push({ path, what: `${String(g)} in GraphQL, ${zodKind(inner)} in Zod` });
}
