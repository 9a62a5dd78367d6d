// The whole drizzle schema: one file per area, re-exported here for drizzle-kit and the client.
export * from './users.ts'
export * from './projects.ts'
export * from './sessions.ts'
export * from './sync.ts'
export * from './shop.ts'
export * from './materials.ts'
export * from './estimate.ts'
export * from './reference.ts'
