/** 对标分析 screens (/Page/NewBenchmarking/*). */
export { BenchmarkIndex } from './index-screen'
export { ContrastScreen } from './contrast-screen'
export { ChartScreen } from './chart-screen'
export { CutScreen, FunctionScreen } from './switch-screens'
export { ProjectsSideBySide, SchemesSideBySide } from './side-by-side'
