// The package ships no types for its per-language files; they only register strings.
declare module "altcha/i18n/fr-fr";
