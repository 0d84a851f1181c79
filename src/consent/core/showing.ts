/** Set on <html> by the head script when the bar must show, so it is there at first paint. */
export const SHOWING_CLASS = 'vitrine-consent-showing';
