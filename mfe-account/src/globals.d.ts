declare const __RIODE_RELEASE__: string;
/** The widget ships this translation without a type declaration; importing it only registers it. */
declare module 'altcha/i18n/fr-ca';
