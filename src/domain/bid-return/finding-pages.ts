/**
 * How a finding's rows cross from the compute worker to the 回标 screens: the first rows with the
 * run, the rest page by page. Apart from screen-run.ts so the screens read these sizes without
 * loading the worker's run code (which a shared chunk would then carry to the main thread).
 */

/** Rows behind a finding sent with the run; the rest come from `screenFindingRows`. */
export const FINDING_ROWS = 20
/** Rows behind a finding per `screenFindingRows` page: bottomLevelData lists at most this many. */
export const FINDING_PAGE = 2000
