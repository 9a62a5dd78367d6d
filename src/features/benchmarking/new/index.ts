/** 对标分析 screens (/Page/NewBenchmarking/*). */
export { NewBenchmarkIndex } from './index-screen'
export { ContrastScreen } from './contrast-screen'
