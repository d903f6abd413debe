import type { ReasonTable } from './reason-table';

/** The report area's error reasons, each with the values its message fills in. */
export const REPORT_REASONS = {
  'report.archiveNotFound': [],
  'report.atMostArchivesArePreparedAt': ['max'],
  'report.idIsRequired': [],
  'report.incorrectDateRange': [],
  'report.mustBeTrueOrFalse': ['field'],
  'report.pleaseSelectAnEndDate': [],
  'report.pleaseSelectAStartDate': [],
  'report.theRangeIsAtMostDays': ['max'],
  'report.thisArchiveIsNotReadyYet': [],
  'report.thisDownloadLinkHasExpiredDownload': [],
  'report.thisDownloadLinkIsNotValid': [],
} as const satisfies ReasonTable;

export type ReportReason = keyof typeof REPORT_REASONS;
