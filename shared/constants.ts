/** The product's name: wherever the specification says `{product}`. */
export const PRODUCT_NAME = 'Abtal Universe';

/** The community poll the vote form posts to. */
export const GUARDIAN_POLL_ID = 'guardian-comic-poll';

export const MIN_PASSWORD_LENGTH = 6;
export const HERO_NAME_MIN = 2;
export const HERO_ORIGIN_MIN = 10;
export const ENROLMENT_NAME_MIN = 2;
export const HERO_ORIGIN_EXCERPT = 150;
export const CAMPAIGN_LIST_MAX = 4;
export const DEFAULT_CURRENCY = 'AED';

/** Session storage key of the page a visitor wanted before being sent to login. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

export const comicProgressKey = (comicId: string) => `comic-progress-${comicId}`;
export const comicReadKey = (comicId: string) => `comic-read-${comicId}`;
