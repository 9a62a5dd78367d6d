// The Content-Security-Policy has no 'unsafe-eval' (docs/security.md). Without this, zod's object
// schemas probe `new Function('')` once to see whether they may compile a faster parser, and the
// browser reports the probe as a CSP violation even though zod catches the error. The flag is
// read when a schema parses, so src/main.tsx and the compute worker's entry import this module
// before anything else (each has its own global). The server does not need it.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig`, shared by every copy of zod
// (zod/v4/core/core.js; `config()` writes there). Setting the flag there rather than through
// `config()` keeps zod's core out of the first load (3.8 KB gzip, issue 41); zod-jitless.test.ts
// holds zod's own `config()` to the flag.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig ??= {}
zodGlobal.__zod_globalConfig.jitless = true
