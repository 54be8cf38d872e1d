/** The header that carries the data endpoint's API key in API-key mode (the spec's AppSync convention). */
export const API_KEY_HEADER = 'x-api-key';
