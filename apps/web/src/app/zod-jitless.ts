/**
 * zod never tries to compile a parser with `new Function` in the browser: the content security policy forbids eval, and
 * zod's probe for it is reported as a violation even though zod catches it and parses without. Each entry imports this
 * first. It writes zod's own shared configuration (the object every copy of zod reads, `globalThis.__zod_globalConfig`)
 * without importing zod: an import of zod's `config` put zod's core into the sign-in page's first load (+6 kB). Whether
 * zod's chunk runs before or after this, it is the same object; zod reads it at the first parse.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
