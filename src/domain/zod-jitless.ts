import { config } from 'zod/v4/core'

// The Content-Security-Policy has no 'unsafe-eval' (docs/security.md). Without this, zod's object
// schemas probe `new Function('')` once to see whether they may compile a faster parser, and the
// browser reports the probe as a CSP violation even though zod catches the error. The flag is
// read when a schema is built, so src/main.tsx and the compute worker's entry import this module
// before anything else (each has its own global). The server does not need it.
config({ jitless: true })
