import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import type { StructureRow } from '@/domain/projects/structure'
import { TendersPanel } from './tenders-panel'

vi.mock('../hooks/commands', () => ({ tenderCommands: () => ({}) }))

const row = (
  ID: string,
  ParentID: string,
  Project_Name: string,
  BuiltArea: number | null,
  MultNum = 1,
): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID,
  Sort: 1,
  Num: '',
  Project_Name,
  BuiltArea,
  InArea: null,
  SellArea: null,
  MultNum,
  TenderID: '',
})

describe('TendersPanel 单项分配', () => {
  it('a row with children shows their roll-up, not the area typed into it before it had children', () => {
    const rows = [
      row('a', '', '1#楼', 12345.68, 3),
      row('a1', 'a', '地上部分', 10000),
      row('a2', 'a', '地下部分', 2000.5),
    ]
    render(<TendersPanel projectId="p" rows={rows} tenders={[]} />)
    const line = screen
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('1#楼')) as HTMLElement
    expect(within(line).getAllByRole('cell')[2]?.textContent).toBe('12,000.50')
  })
})
