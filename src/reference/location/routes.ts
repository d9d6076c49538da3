/** The framework's internal location pages, as uni.chooseLocation and uni.openLocation open them. */
export const CHOOSE_LOCATION_PATH = '/choose-location';
export const OPEN_LOCATION_PATH = '/open-location';

/** openLocation's map scale: a value outside min–max shows at the default. */
export const OPEN_LOCATION_SCALE = { default: 18, min: 5, max: 18 };
