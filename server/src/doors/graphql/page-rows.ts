import {
  getNamedType,
  isInputObjectType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** The page a paged field is counted for when it names no size and declares no default (the largest service default). */
export const ASSUMED_PAGE = 100;

type Variables = Readonly<Record<string, unknown>> | null | undefined;

function numberOf(value: ValueNode | undefined, variables: Variables): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value];
    return typeof given === 'number' && Number.isFinite(given) ? given : undefined;
  }
  return undefined;
}

/** The `size` inside an input-object argument, written inline or passed as a variable (conversations(filter: { size })). */
function nestedSize(value: ValueNode | undefined, variables: Variables): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.OBJECT) return numberOf(value.fields.find((f) => f.name.value === 'size')?.value, variables);
  if (value.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value];
    const size = given && typeof given === 'object' ? (given as Record<string, unknown>).size : undefined;
    return typeof size === 'number' && Number.isFinite(size) ? size : undefined;
  }
  return undefined;
}

/**
 * Rows one field's page may hold: its `size` argument, or a `size` field of an input-object
 * argument, else the declared default, else ASSUMED_PAGE. Undefined for a field that is not paged.
 */
function pageRows(
  field: GraphQLField<unknown, unknown>,
  node: { arguments?: readonly { name: { value: string }; value: ValueNode }[] },
  variables: Variables,
): number | undefined {
  const given = (name: string) => node.arguments?.find((a) => a.name.value === name)?.value;
  const direct = field.args.find((a) => a.name === 'size');
  if (direct) {
    const size = numberOf(given('size'), variables) ?? (typeof direct.defaultValue === 'number' ? direct.defaultValue : ASSUMED_PAGE);
    return Math.max(0, size);
  }
  for (const arg of field.args) {
    const type = getNamedType(arg.type);
    const inner = isInputObjectType(type) ? type.getFields().size : undefined;
    if (!inner) continue;
    const size = nestedSize(given(arg.name), variables) ?? (typeof inner.defaultValue === 'number' ? inner.defaultValue : ASSUMED_PAGE);
    return Math.max(0, size);
  }
  return undefined;
}

/**
 * The rows an operation's paged fields may return, summed (no paged field of this schema sits
 * inside a list, so nothing multiplies). Each fragment is counted once and reused, so a document
 * of fragments spreading fragments cannot make this walk exponential.
 */
export function operationPageRows(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Variables): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const fragmentRows = new Map<string, number>();

  const walk = (set: SelectionSetNode, parent: GraphQLNamedType | undefined | null): number => {
    let rows = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const field = isObjectType(parent) ? parent.getFields()[s.name.value] : undefined;
        if (!field) continue;
        rows += pageRows(field, s, variables) ?? 0;
        if (s.selectionSet) rows += walk(s.selectionSet, getNamedType(field.type));
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        rows += walk(s.selectionSet, s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent);
      } else {
        const name = s.name.value;
        if (!fragmentRows.has(name)) {
          // Marked before the walk: a (invalid) fragment cycle counts 0 instead of looping.
          fragmentRows.set(name, 0);
          const fragment = fragments.get(name);
          if (fragment) fragmentRows.set(name, walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value)));
        }
        rows += fragmentRows.get(name) ?? 0;
      }
    }
    return rows;
  };
  return walk(operation.selectionSet, schema.getRootType(operation.operation));
}
