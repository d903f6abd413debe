interface TemplateLike {
  key: string;
  name: string;
  description: string;
}

/**
 * Spec §5: saving a new template whose key the channel already holds updates that template (its
 * name and description; its params stay), otherwise it is appended.
 */
export function withTemplate<T extends TemplateLike>(templates: readonly T[], added: T): { list: T[]; replaced: boolean } {
  const at = templates.findIndex((t) => t.key === added.key);
  if (at < 0) return { list: [...templates, added], replaced: false };
  const { key, name, description } = added;
  return { list: templates.map((t, i) => (i === at ? { ...t, key, name, description } : t)), replaced: true };
}
