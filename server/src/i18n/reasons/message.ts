import type { ReasonTable } from './reason-table';

/** The message area's error reasons, each with the values its message fills in. */
export const MESSAGE_REASONS = {
  'message.aPITokensDoNotType': [],
  'message.aPITokensKeepNoReadState': [],
  'message.beforeIdIsNotAMessageId': [],
  'message.cannotRespondToInternalInformation': [],
  'message.conversationTranscriptsAreForAgents': [],
  'message.dataTypeIsNotValid': [],
  'message.formsAreAnsweredByTheCustomer': [],
  'message.inputIdIsRequired': [],
  'message.localIdIsAtMost100Characters': [],
  'message.mentionsBelongInInternalMessages': [],
  'message.metaTypeMustBeAMessage': [],
  'message.notFound': [],
  'message.onlyAgentsWriteInternalMessages': [],
  'message.onlyTheSenderCanDeleteThis': [],
  'message.pleaseEnterADayAsMM': [],
  'message.pleaseEnterAtLeastCharactersTo': ['min'],
  'message.pleaseEnterAValidPhoneNumber': [],
  'message.searchAtMostCharacters': ['max'],
  'message.statusIs1TypingOr0': [],
  'message.theCustomerAnswersThisForm': [],
  'message.conversationEnded': [],
  'message.thisFormCanNoLongerBe': [],
  'message.thisFormHasNoSuchInput': [],
  'message.thisMessageIsNotAnInline': [],
  'message.unknownMessageType': ['type'],
  'message.visitorsSendTextMessages': [],
  'message.audioIsSentWithFileSend': [],
  'message.filesAreSentWithFileSend': [],
  'message.typingTravelsAsARealtimeFrame': [],
  'message.systemNoticesAreWrittenByTheServer': [],
  'message.platformKindsAreWrittenByTheServer': [],
} as const satisfies ReasonTable;

export type MessageReason = keyof typeof MESSAGE_REASONS;
