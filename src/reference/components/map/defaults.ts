/** Where a map, and with it the location picker, is centred when given no coordinates. */
export const DEFAULT_CENTER = { latitude: 39.92, longitude: 116.46 };
