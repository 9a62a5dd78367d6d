import { describe, expect, it } from 'vitest'
import { schemeIndexPath } from './variant'

describe('schemeIndexPath', () => {
  it.each([
    ['/Page/NewBenchmarking/contrastlist', '/Page/NewBenchmarking/benchmarkindex'],
    [
      'http://localhost:8080/Page/NewBenchmarking/selfChart?x=1',
      '/Page/NewBenchmarking/benchmarkindex',
    ],
    ['/Page/Benchmarking/contrastlist', '/Page/Benchmarking/benchmarkindex'],
    ['/Page/Benchmarking/bottomLevelData?SID=2', '/Page/Benchmarking/benchmarkindex'],
  ])('goes from %s to %s', (address, target) => {
    expect(schemeIndexPath(address)).toBe(target)
  })
})
