export * from './messages';
export * from './realtime';
export * from './relative-time';
export * from './links';
export * from './resume/event';
export * from './resume/recent-set';
export * from './resume/resume-controller';
