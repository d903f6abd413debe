import { z } from 'zod';
import { clientTypeField } from '../../core/rest/fields';

export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;
/** A dry run's token switches the policy on for this long after the dry run. */
export const PREVIEW_TTL_MS = 30 * 60_000;
/** What a policy deletes: messages older than its days, and their files. */
export const RETENTION_COVERS = ['messages', 'files'] as const;

export const daysField = z
  .number()
  .int()
  .min(RETENTION_DAYS_MIN)
  .max(RETENTION_DAYS_MAX)
  .describe(`Messages older than this many days are deleted (${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX})`);

export const dryRunBodySchema = z.object({ days: daysField, clientType: clientTypeField });
export type DryRunInput = { days: number };

export const updateBodySchema = z.object({
  enabled: z.boolean().describe('Whether the policy deletes (the daily job runs only while it is on)'),
  days: daysField.optional().describe('Messages older than this many days are deleted; unchanged when absent'),
  previewToken: z
    .string()
    .max(100)
    .optional()
    .describe('The previewToken of a dry run of the same days (at most 30 minutes old): required to switch the policy on or to change its days while on'),
  clientType: clientTypeField,
});
export type UpdateInput = { enabled: boolean; days?: number; previewToken?: string };

const countsShape = {
  messages: z.number().describe('Messages (system notices and messages already deleted by their sender included)'),
  files: z.number().describe('Files of those messages'),
  bytes: z.number().describe('Bytes of those files (with their image previews)'),
};

/** A dry run as stored on the policy (its token included). */
export interface RetentionPreview {
  token: string;
  days: number;
  at: number;
  messages: number;
  files: number;
  bytes: number;
}

/** What one run of the retention job deleted. */
export interface RetentionRun {
  startedAt: number;
  finishedAt: number;
  days: number;
  cutoff: number;
  messages: number;
  files: number;
  bytes: number;
}

export const dryRunSchema = z.object({
  days: z.number(),
  cutoff: z.number().describe('Messages created before this time (ms) would be deleted'),
  ...countsShape,
  previewToken: z.string().describe('Pass to POST /api/admin/retention/update to switch this policy on (valid 30 minutes)'),
  expiresAt: z.number().describe('When previewToken stops being accepted (ms)'),
});
export type DryRunView = z.output<typeof dryRunSchema>;

export const runSchema = z.object({
  startedAt: z.number(),
  finishedAt: z.number(),
  days: z.number(),
  cutoff: z.number().describe('Messages created before this time (ms) were deleted'),
  ...countsShape,
});

export const policySchema = z.object({
  enabled: z.boolean(),
  days: z.number(),
  covers: z.array(z.enum(RETENTION_COVERS)).describe('What the policy deletes'),
  updatedAt: z.number().nullable().describe('When the policy last changed (ms); null: never set'),
  lastRun: runSchema.nullable().describe('What the last run of the retention job deleted; null: it has not run'),
});
export type PolicyView = z.output<typeof policySchema>;
