import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createProject } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { addChild, addRow, updateRow } from '@/data/repositories/structure'
import { assignRows, createTenders } from '@/data/repositories/tenders'
import { STRUCTURE_SHEET, SUMMARY_SHEET, TEMPLATE_HEADERS } from '@/domain/projects/xlsx'
import { readSheet } from '@/domain/projects/workbook'
import { guessMapping, mapRows } from '@/domain/projects/xlsx-map'
import { readFileBytes } from './download'
import { TemplateDownloadButton, TenderExportButton } from './index'
import { runComputeInThread } from '@/lib/compute.testkit'

// The workbooks are built and read by the compute worker's handlers, here in this thread over comlink.
runComputeInThread()

interface Saved {
  name: string
  blob: Blob
}
let saved: Saved[] = []

beforeEach(async () => {
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
  saved = []
  // jsdom has no object URLs; capture the blob and the anchor's download name instead.
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, b as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)
    if (blob) saved.push({ name: this.download, blob })
  })
})
afterEach(() => vi.restoreAllMocks())

// jsdom's Blob has no stream(): read it the way the import dialog reads a picked file.
const bytesOf = (blob: Blob) => readFileBytes(blob, () => undefined)

describe('TenderExportButton', () => {
  it('builds 名称_标段.xlsx from the local rows, offline, and it imports back as the same rows', async () => {
    const pid = await onAppDb(createProject)({ Project_Name: '滨江/一期' })
    const [t1] = await onAppDb(createTenders)(pid, 2)
    const a = await onAppDb(addRow)(pid, { Project_Name: '1#楼', MultNum: 2 })
    const a1 = await onAppDb(addChild)(pid, a)
    await onAppDb(updateRow)(pid, a1, {
      Project_Name: '地上',
      BuiltArea: 1000.5,
      InArea: 800,
      SellArea: 900,
    })
    await onAppDb(addRow)(pid, { Project_Name: '商业', BuiltArea: 300, InArea: 250, SellArea: 0 })
    await onAppDb(assignRows)(pid, [a], t1 ?? '')

    render(<TenderExportButton projectId={pid} />)
    fireEvent.click(screen.getByRole('button', { name: '导出标段' }))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 })
    expect(saved[0]?.name).toBe('滨江一期_标段.xlsx')
    const { sheets } = await readSheet(await bytesOf((saved[0] as Saved).blob))
    expect(sheets.map((s) => s.name)).toEqual([SUMMARY_SHEET, STRUCTURE_SHEET])
    expect(sheets[0]?.rows.slice(1).map((r) => r.slice(1, 4))).toEqual([
      ['第一标段', '2', '2001'],
      ['第二标段', '0', '0'],
      ['未分标段', '1', '300'],
      ['合计', '3', '2301'],
    ])
    const structure = sheets[1]
    if (!structure) throw new Error('no structure sheet')
    const { rows } = mapRows(structure, guessMapping(structure.headers))
    expect(rows.map((r) => [r.Num, r.Project_Name, r.BuiltArea, r.MultNum])).toEqual([
      ['1', '1#楼', 1000.5, 2], // a row with children exports its roll-up
      ['1.1', '地上', 1000.5, 1],
      ['2', '商业', 300, 1],
    ])
  })
})

describe('TemplateDownloadButton', () => {
  it('downloads the import template built in the browser', async () => {
    render(<TemplateDownloadButton />)
    fireEvent.click(screen.getByRole('button', { name: '下载导入模板' }))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 })
    expect(saved[0]?.name).toBe('项目结构导入模板.xlsx')
    const { sheets } = await readSheet(await bytesOf((saved[0] as Saved).blob))
    expect(sheets[0]?.headers).toEqual(TEMPLATE_HEADERS)
  })
})
