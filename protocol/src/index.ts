export * from './messages';
export * from './realtime';
export * from './relative-time';
export * from './links';
