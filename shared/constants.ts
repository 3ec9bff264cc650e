/** The product's name: wherever the specification says `{product}`. */
export const PRODUCT_NAME = 'Abtal Universe';
/** The product's name in the Arabic edition. */
export const PRODUCT_NAME_AR = 'أبطال';

/** The community poll the vote form posts to. */
export const GUARDIAN_POLL_ID = 'guardian-comic-poll';

export const MIN_PASSWORD_LENGTH = 6;
export const CAMPAIGN_LIST_MAX = 4;
export const DEFAULT_CURRENCY = 'AED';

/** Session storage key of the page a visitor wanted before being sent to login. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/** Reading progress keys (localStorage and the desktop store): a page number, and a read flag. */
export const PROGRESS_KEY_PREFIX = 'comic-progress-';
export const READ_KEY_PREFIX = 'comic-read-';
export const comicProgressKey = (comicId: string) => `${PROGRESS_KEY_PREFIX}${comicId}`;
export const comicReadKey = (comicId: string) => `${READ_KEY_PREFIX}${comicId}`;
