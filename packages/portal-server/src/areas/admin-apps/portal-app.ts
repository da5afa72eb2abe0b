/** The internal name of the portal's own app; its roles grant the portal's permissions. */
export const portalAppName = 'eventsuite';
