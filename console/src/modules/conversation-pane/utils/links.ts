// One rule for links in message text, shared with the widget (@parley/protocol, linkifyjs).
export { parseLinks, safeHref, type TextPart } from '@parley/protocol';
