/**
 * Interactive-information (inline-input) forms (spec §3, §9): what a question's answer may be, what
 * answering it does, and when a template is sent by itself.
 */

/** The answer types of a question. */
export const ANSWER_TYPES = ['text', 'email', 'rating', 'date', 'anniversary', 'longtext', 'phone', 'url'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** What answering does: update a customer field, the conversation's rating score, or its rating comment. */
export const ANSWER_ACTIONS = ['updateField', 'updateRating', 'updateComment'] as const;
export type AnswerAction = (typeof ANSWER_ACTIONS)[number];

/** The customer's own fields an updateField action may name (besides a custom field id). */
export const CUSTOMER_BASIC_FIELDS = ['name', 'email', 'subtitle'] as const;
export type CustomerBasicField = (typeof CUSTOMER_BASIC_FIELDS)[number];

/** When a template is sent by itself; '' is manual (an agent picks it in the composer). */
export const AUTOMATION_TYPES = ['', 'newConversation', 'closeConversation'] as const;
export type AutomationType = (typeof AUTOMATION_TYPES)[number];

/** Who a template is for: customers (a public message) or agents (an internal one). */
export const TEMPLATE_AUDIENCES = ['customers', 'internal'] as const;
