import { z } from 'zod';
import { invalid } from '../../common/errors';
import { issuesToFields } from './custom-fields';

/** workspace_setting key of the tags every new customer starts with. */
export const DEFAULT_CUSTOMER_TAGS_KEY = 'defaultCustomerTags';
const MAX_DEFAULT_TAGS = 20;
const MAX_TAG = 100;

const tagsInput = z
  .array(z.string().trim().min(1, 'common.pleaseInputATag').max(MAX_TAG, 'common.aTagIsAtMostCharacters'))
  .max(MAX_DEFAULT_TAGS, 'setting.atMostDefaultTags')
  .transform((tags) => [...new Set(tags)]);

/** The list a client sent (empty clears it); a bad one is a 400 naming defaultCustomerTags.N. */
export function parseDefaultCustomerTags(value: unknown): string[] {
  const parsed = tagsInput.safeParse(value);
  if (!parsed.success) throw invalid('setting.theDefaultCustomerTagsAreNot', issuesToFields(parsed.error, 'defaultCustomerTags'));
  return parsed.data;
}

/** The stored list; anything unreadable counts as none rather than blocking new customers. */
export function storedDefaultCustomerTags(value: unknown): string[] {
  const parsed = tagsInput.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}
