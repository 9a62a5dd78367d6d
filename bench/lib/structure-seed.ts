// The 2,000-row structure of bench/projects (and its probe): 200 buildings of 9 rows each.
export function benchStructureRows(pid: string): Array<Record<string, unknown>> {
  return structureRows(pid, 2000)
}

/** `n` rows (a multiple of 10): n / 10 buildings of 9 rows each. */
export function structureRows(pid: string, n: number): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = []
  for (let i = 0; i < n / 10; i++) {
    const top = crypto.randomUUID()
    rows.push({
      ID: top,
      ProId: pid,
      ParentID: '',
      Sort: i + 1,
      Project_Name: `${i + 1}#楼`,
      MultNum: 1,
    })
    for (let j = 0; j < 9; j++) {
      rows.push({
        ID: crypto.randomUUID(),
        ProId: pid,
        ParentID: top,
        Sort: j + 1,
        Project_Name: `${i + 1}#楼-${j + 1}`,
        BuiltArea: 1000 + j,
        InArea: 800 + j,
        SellArea: 900,
        MultNum: 1,
      })
    }
  }
  return rows
}
