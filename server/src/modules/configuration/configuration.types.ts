import { z } from 'zod';
import { MAX_TIME_MS } from '../../common/validate';
import { uuid } from '../conversation/conversation.schemas';
import { STATUS_FILTERS, VIEW_FILTERS } from '../conversation/conversation.constants';

/** Spec §9: a custom view's value is prefixed customView-. */
export const CUSTOM_VIEW_PREFIX = 'customView-';
export const MAX_CUSTOM_VIEWS = 50;
export const MAX_VIEW_LABEL = 50;

/** The keys an agent may keep (spec §7 setValue.conversationCustomViews); anything else is refused. */
export const CONFIGURATION_KEYS = ['conversationCustomViews'] as const;
export type ConfigurationKey = (typeof CONFIGURATION_KEYS)[number];

const viewTime = z.number().int('must be a whole number of milliseconds').nonnegative().max(MAX_TIME_MS);

/** A saved view's filters and sort: the spec §3 conversation filter, minus paging. */
export const viewSearchParamsSchema = z
  .object({
    status: z.enum(STATUS_FILTERS).optional(),
    filter: z.enum(VIEW_FILTERS).optional(),
    team: uuid.optional(),
    customerId: uuid.optional(),
    agentId: uuid.optional(),
    tag: z.string().trim().min(1).max(100).optional(),
    customerTag: z.string().trim().min(1).max(100).optional(),
    /** Last activity (orderTimestamp) before / after these times, ms. */
    beforeTimestamp: viewTime.optional(),
    afterTimestamp: viewTime.optional(),
    /** Only conversations whose customer is online now. */
    showOnline: z.boolean().optional(),
    /** The sort: false (default) newest activity first, true oldest first. */
    reverseOrder: z.boolean().optional(),
  })
  .strict()
  .refine((p) => p.beforeTimestamp === undefined || p.afterTimestamp === undefined || p.afterTimestamp < p.beforeTimestamp, {
    message: 'afterTimestamp must be earlier than beforeTimestamp',
    path: ['afterTimestamp'],
  });

export const customViewSchema = z
  .object({
    value: z.string().regex(/^customView-[A-Za-z0-9_-]{1,64}$/, `must be ${CUSTOM_VIEW_PREFIX} followed by 1 to 64 letters, digits, _ or -`),
    label: z.string().trim().min(1, 'Please enter a name').max(MAX_VIEW_LABEL, `At most ${MAX_VIEW_LABEL} characters`),
    count: z.number().int().nonnegative().optional(),
    searchParams: viewSearchParamsSchema,
  })
  .strict();

export const customViewsSchema = z
  .array(customViewSchema)
  .max(MAX_CUSTOM_VIEWS, `At most ${MAX_CUSTOM_VIEWS} views`)
  .superRefine((views, ctx) => {
    const seen = new Set<string>();
    views.forEach((v, i) => {
      if (seen.has(v.value)) ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'Each view needs its own value' });
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
