import type {
  AuthorityEntry,
  CommentDoc,
  FileStatus,
  FolderDoc,
  LibraryItemDoc,
  TeamFileDoc,
} from '@/domain/teams/library'
import { ME, TEAM_ID } from '../teams.testkit'

/**
 * A small in-memory team library for the screen tests, on top of serveTeam (造价一部: 张三 ME
 * administers, 李四 LI is a member). It answers the 19 library calls and GetPricePackage with the
 * rules of docs/team-library.md close enough for the screens: who sees what, review states,
 * authority entries, copy/move, merge and share. Everything else goes to serveTeam.
 */
export const F2026 = 'f0000000-0000-4000-8000-000000002026'
export const FINFO = 'f0000000-0000-4000-8000-000000000001'
export const STEEL = 'a0000000-0000-4000-8000-000000000001'
export const CEMENT = 'a0000000-0000-4000-8000-000000000002'
export const DRAFT = 'a0000000-0000-4000-8000-000000000003'
export const PKG_MINE = 'b0000000-0000-4000-8000-000000000001'
export const PKG_OFFICIAL = 'b0000000-0000-4000-8000-000000000003'

export interface LibFile {
  doc: Omit<TeamFileDoc, 'MyLevel' | 'StatusName' | 'CommentCount' | 'ReviewerName' | 'Opinion'>
  entries: AuthorityEntry[]
  items: LibraryItemDoc[]
  opinion: string
  reviewer: string
}

let seq = 100
export const newId = () => `c0000000-0000-4000-8000-${String(seq++).padStart(12, '0')}`
export const T = '2026-05-10T08:00:00.000Z'

export const item = (
  n: number,
  Name: string,
  PriceTax: string,
  Period: string,
): LibraryItemDoc => ({
  ID: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  Sort: n,
  Code: `01${n}`,
  Name,
  Spec: 'HRB400',
  Unit: 't',
  PriceTax,
  PriceNoTax: PriceTax,
  TaxRate: '13',
  Brand: '',
  Source: '',
  Period,
})

export function file(
  ID: string,
  Name: string,
  FolderId: string,
  uploader: string,
  Status: FileStatus,
  items: LibraryItemDoc[],
  Period: string,
): LibFile {
  return {
    doc: {
      ID,
      TeamId: TEAM_ID,
      FolderId,
      Name,
      Remark: '',
      SourceType: 3,
      Province: '广东',
      City: '深圳',
      Period,
      ItemCount: items.length,
      UploaderId: uploader,
      UploaderName: uploader === ME ? '张三' : '李四',
      UploadTime: T,
      UpdateTime: T,
      Status,
    },
    entries: [{ Kind: 'all', ID: '', Level: 'view' }],
    items,
    opinion: '',
    reviewer: '',
  }
}

export interface LibraryState {
  folders: FolderDoc[]
  files: LibFile[]
  comments: (CommentDoc & { FileId: string })[]
}

/** The library every screen test starts from: two folders and three approved files of 张三. */
export function initialLibrary(): LibraryState {
  return {
    folders: [
      { ID: F2026, ParentId: '', Name: '2026年', FileCount: 0, CreateTime: T },
      { ID: FINFO, ParentId: F2026, Name: '信息价', FileCount: 0, CreateTime: T },
    ],
    files: [
      file(
        STEEL,
        '深圳钢材2026-05',
        '',
        ME,
        3,
        [item(1, '钢筋', '3600', '2026-05'), item(2, '型钢', '4100', '2026-05')],
        '2026-05',
      ),
      file(
        CEMENT,
        '深圳建材2026-04',
        '',
        ME,
        3,
        [item(3, '钢筋', '3500', '2026-04'), item(4, '水泥', '480', '2026-04')],
        '2026-04',
      ),
      file(DRAFT, '信息价汇总', FINFO, ME, 3, [item(5, '砂', '120', '2026-03')], '2026-03'),
    ],
    comments: [],
  }
}

/** The price packages `myId` can upload from: one of theirs, one official and 815 more official ones. */
export function packagesOf(myId: string) {
  return [
    {
      ID: PKG_MINE,
      Type: 1 as const,
      Name: '我的钢筋价',
      Province: '广东',
      City: '深圳',
      Period: '2026-05',
      OwnerID: myId,
      Source: '',
      ItemCount: 2,
      CreateTime: T,
      UpdateTime: T,
    },
    {
      ID: PKG_OFFICIAL,
      Type: 3 as const,
      Name: '深圳信息价2026-05',
      Province: '广东',
      City: '深圳',
      Period: '2026-05',
      OwnerID: '',
      Source: '',
      ItemCount: 1,
      CreateTime: T,
      UpdateTime: T,
    },
    // As many official packages as the demo data has (816), so the picker must search.
    ...Array.from({ length: 815 }, (_, i) => ({
      ID: `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      Type: 3 as const,
      Name: `城市${i}信息价2024-01`,
      Province: '',
      City: `城市${i}`,
      Period: '2024-01',
      OwnerID: '',
      Source: '',
      ItemCount: 1,
      CreateTime: T,
      UpdateTime: T,
    })),
  ]
}

/** GetMergeData's answer for the chosen files: items by name, spec and unit, conflicting prices. */
export function mergeSummary(found: readonly LibFile[]) {
  const byKey = new Map<
    string,
    {
      Name: string
      Spec: string
      Unit: string
      Prices: { FileId: string; PriceTax: string; Period: string }[]
    }
  >()
  for (const x of found)
    for (const i of x.items) {
      const k = `${i.Name}|${i.Spec}|${i.Unit}`
      const e = byKey.get(k) ?? { Name: i.Name, Spec: i.Spec, Unit: i.Unit, Prices: [] }
      e.Prices.push({ FileId: x.doc.ID, PriceTax: i.PriceTax, Period: i.Period })
      byKey.set(k, e)
    }
  const all = [...byKey.values()]
  const conflicts = all.filter((e) => new Set(e.Prices.map((p) => p.PriceTax)).size > 1)
  return {
    Files: found.map((x) => ({
      ID: x.doc.ID,
      Name: x.doc.Name,
      Period: x.doc.Period,
      ItemCount: x.items.length,
    })),
    ItemCount: all.length,
    Duplicates: all.filter((e) => e.Prices.length > 1).length,
    Conflicts: conflicts.length,
    Samples: conflicts,
  }
}
