export * from "./geo";
export * from "./branding";
export * from "./captcha";
export * from "./system";
