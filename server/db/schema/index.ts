export * from "./geo";
export * from "./branding";
export * from "./captcha";
export * from "./system";
export * from "./mail";
export * from "./contact";
export * from "./account";
export * from "./content";
