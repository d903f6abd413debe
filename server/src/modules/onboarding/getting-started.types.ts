/** The first steps of a new workspace (issue 50.2), each true once done, and whether this agent put the panel away. */
export interface GettingStartedView {
  /** The widget has been opened on a site: a visitor session or a web conversation exists. */
  widgetInstalled: boolean;
  /** Someone else was invited, or has joined. */
  teamInvited: boolean;
  /** A Facebook page or a provider platform is connected. */
  channelConnected: boolean;
  /** Office hours or the time zone differ from the defaults (every day, all day, UTC). */
  officeHoursSet: boolean;
  /** This agent dismissed the panel (kept per agent). */
  dismissed: boolean;
}
