/** Query parameter naming a message to open the conversation at (inbox search results). */
export const FOCUS_MESSAGE_PARAM = 'message';
