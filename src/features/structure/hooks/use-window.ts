// Moved to src/components/grid (shared with the bill grid).
export * from '@/components/grid/use-window'
