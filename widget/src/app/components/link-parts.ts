// Loaded by MessageText only for text that may hold a link: the link finder (linkifyjs under
// @parley/protocol's parseLinks, ~12 kB gzipped) is not part of opening a conversation.
export { parseLinks } from '@parley/protocol';
