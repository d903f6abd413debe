import { z } from 'zod';
import { conversationFilterSchema } from '../conversation/conversation.schemas';

/** Spec §9: a custom view's value is prefixed customView-. */
export const CUSTOM_VIEW_PREFIX = 'customView-';
export const MAX_CUSTOM_VIEWS = 50;
export const MAX_VIEW_LABEL = 50;

/** The keys an agent may keep (spec §7 setValue.conversationCustomViews); anything else is refused. */
export const CONFIGURATION_KEYS = ['conversationCustomViews'] as const;
export type ConfigurationKey = (typeof CONFIGURATION_KEYS)[number];

const savedTag = z.string().trim().min(1).max(100);

/**
 * A saved view's filters and sort: the spec §3 conversation filter (conversation.schemas.ts), minus
 * paging; a tag it keeps is one to match, so an empty one is refused rather than saved.
 */
export const viewSearchParamsSchema = conversationFilterSchema
  .extend({ tag: savedTag.optional(), customerTag: savedTag.optional() })
  .strict()
  .refine((p) => p.beforeTimestamp === undefined || p.afterTimestamp === undefined || p.afterTimestamp < p.beforeTimestamp, {
    message: 'configuration.afterTimestampBeforeTimestamp',
    path: ['afterTimestamp'],
  });

export const customViewSchema = z
  .object({
    value: z.string().regex(/^customView-[A-Za-z0-9_-]{1,64}$/, `must be ${CUSTOM_VIEW_PREFIX} followed by 1 to 64 letters, digits, _ or -`),
    label: z.string().trim().min(1, 'configuration.pleaseEnterAName').max(MAX_VIEW_LABEL, 'common.atMostCharacters'),
    count: z.number().int().nonnegative().optional(),
    searchParams: viewSearchParamsSchema,
  })
  .strict();

export const customViewsSchema = z
  .array(customViewSchema)
  .max(MAX_CUSTOM_VIEWS, 'configuration.atMostViews')
  .superRefine((views, ctx) => {
    const seen = new Set<string>();
    views.forEach((v, i) => {
      if (seen.has(v.value)) ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'configuration.eachViewNeedsItsOwnValue' });
      seen.add(v.value);
    });
  });

/** POST /api/configuration/update: the keys to replace, each with its whole new value. */
export const setValueSchema = z.object({ conversationCustomViews: customViewsSchema.optional() }).strict();

export type ViewSearchParams = z.infer<typeof viewSearchParamsSchema>;
export type CustomView = z.infer<typeof customViewSchema>;
export type ConfigurationSetValue = z.infer<typeof setValueSchema>;

/** GET /api/configuration: every key with its value, defaults filled in. */
export interface UserConfigurationValue {
  conversationCustomViews: CustomView[];
}

export const CONFIGURATION_DEFAULTS: { [K in ConfigurationKey]: UserConfigurationValue[K] } = {
  conversationCustomViews: [],
};

export const configurationSchema = z.object({ conversationCustomViews: z.array(customViewSchema) });
