import type { ReasonTable } from './reason-table';

/** The inlineInput area's error reasons, each with the values its message fills in. */
export const INLINE_INPUT_REASONS = {
  'inlineInput.addAtLeastOneQuestion': [],
  'inlineInput.atMostQuestions': ['max'],
  'inlineInput.oneQuestionUpdatesTheRating': [],
  'inlineInput.questionIdsMustBeUnique': [],
  'inlineInput.templateNotFound': [],
  'inlineInput.templatesAreForAgents': [],
  'inlineInput.templatesAreSentByAgents': [],
  'inlineInput.theRatingIsUpdatedByA': [],
} as const satisfies ReasonTable;

export type InlineInputReason = keyof typeof INLINE_INPUT_REASONS;
