import { config } from 'zod/v4/core'

// The Content-Security-Policy has no 'unsafe-eval' (docs/security.md). Without this, zod's object
// schemas probe `new Function('')` once to see whether they may compile a faster parser, and the
// browser reports the probe as a CSP violation even though zod catches the error. The flag is
// read when a schema is built, so main.tsx imports this module before anything else.
config({ jitless: true })
