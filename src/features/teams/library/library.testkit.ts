import { envelope, json, stubFetch, type SentRequest } from '@/data/api/test-fetch'
import {
  FILE_STATUS_NAMES,
  LEVEL_NAMES,
  LIBRARY_MESSAGES as M,
  effectiveLevel,
  fileRights,
  highestLevel,
  type AuthorityEntry,
  type FileLevel,
  type FileStatus,
  type TeamFileDoc,
} from '@/domain/teams/library'
import { GROUP, LI, ME, TEAM_ID, fieldsOf, serveTeam, type FakeTeamServer } from '../teams.testkit'
import {
  T,
  file,
  initialLibrary,
  item,
  mergeSummary,
  newId,
  packagesOf,
  type LibFile,
  type LibraryState,
} from './library-data.testkit'

/**
 * A small in-memory team library for the screen tests, on top of serveTeam (造价一部: 张三 ME
 * administers, 李四 LI is a member). It answers the 19 library calls and GetPricePackage with the
 * rules of docs/team-library.md close enough for the screens: who sees what, review states,
 * authority entries, copy/move, merge and share. Everything else goes to serveTeam.
 */
export interface FakeLibraryServer extends FakeTeamServer {
  lib: LibraryState
}

/** Serves the team and its library as `as` ('admin': 张三; 'member': 李四). */
export function serveLibrary(
  as: 'admin' | 'member' = 'admin',
  refusals: Record<string, string> = {},
): FakeLibraryServer {
  const team = serveTeam(as)
  const inner = globalThis.fetch
  const myId = as === 'admin' ? ME : LI
  const isAdmin = () => team.state.admin === myId
  const lib: FakeLibraryServer['lib'] = initialLibrary()
  const packages = packagesOf(myId)

  const levelOf = (f: LibFile): FileLevel | null => {
    const groups =
      team.state.members.find((m) => m.UserId === myId)?.Groupings.map((g) => g.ID) ?? []
    const matching = f.entries.filter(
      (e) =>
        e.Kind === 'all' ||
        (e.Kind === 'user' && e.ID === myId) ||
        (e.Kind === 'grouping' && groups.includes(e.ID)),
    )
    return highestLevel(matching.map((e) => e.Level))
  }
  const input = (f: LibFile) => ({
    level: levelOf(f),
    isAdmin: isAdmin(),
    isUploader: f.doc.UploaderId === myId,
    status: f.doc.Status,
  })
  const rights = (f: LibFile) => fileRights(input(f))
  const docOf = (f: LibFile): TeamFileDoc => ({
    ...f.doc,
    ItemCount: f.items.length,
    StatusName: FILE_STATUS_NAMES[f.doc.Status],
    MyLevel: effectiveLevel(input(f)) ?? 'view',
    CommentCount: lib.comments.filter((c) => c.FileId === f.doc.ID).length,
    ReviewerName: f.reviewer,
    Opinion: f.opinion,
  })
  const visible = () => lib.files.filter((f) => rights(f).CanView)
  const find = (id: string | undefined) => visible().find((f) => f.doc.ID === id)
  const idsOf = (v: string | undefined) => JSON.parse(v ?? '[]') as string[]
  const paged = (all: unknown[], f: Record<string, string>) => {
    const index = Number(f['PageIndex'] ?? 1)
    const size = Number(f['PageSize'] ?? 50)
    return json({
      ErrorCode: '0',
      Message: '',
      Data: all.slice((index - 1) * size, index * size),
      Total: all.length,
    })
  }
  const refuse = (message: string) => envelope(null, '1', message)
  /** Files named by FileIds, each with the right asked for, or the refusal. */
  const each = (
    ids: string[],
    ok: (f: LibFile) => boolean,
    message: string,
  ): LibFile[] | string => {
    const found: LibFile[] = []
    for (const id of ids) {
      const f = find(id)
      if (!f) return M.fileMissing
      if (!ok(f)) return message
      found.push(f)
    }
    return found
  }
  const pathOf = (folderId: string): string => {
    const f = lib.folders.find((x) => x.ID === folderId)
    return f ? `${pathOf(f.ParentId)} / ${f.Name}` : '文件库'
  }
  const copyOf = (f: LibFile, FolderId: string, Name: string): LibFile => ({
    ...f,
    doc: {
      ...f.doc,
      ID: newId(),
      FolderId,
      Name,
      UploaderId: myId,
      UploaderName: as === 'admin' ? '张三' : '李四',
    },
    entries: [...f.entries],
    items: [...f.items],
  })

  const handle = (name: string, f: Record<string, string>): Response | null => {
    if (name in refusals) return refuse(refusals[name] ?? '')
    switch (name) {
      case 'GetPricePackage': {
        const words = (f['Q'] ?? '').split(/\s+/).filter(Boolean)
        return paged(
          packages.filter(
            (p) =>
              String(p.Type) === f['Type'] &&
              words.every((w) => `${p.Name} ${p.Province} ${p.City} ${p.Period}`.includes(w)),
          ),
          f,
        )
      }
      case 'GetCopyandMove':
        return envelope(
          lib.folders.map((d) => ({
            ...d,
            FileCount: visible().filter((x) => x.doc.FolderId === d.ID).length,
          })),
        )
      case 'GetGetPricPackageList': {
        const kw = f['Keyword'] ?? ''
        const list = visible().filter((x) =>
          kw ? x.doc.Name.includes(kw) : x.doc.FolderId === (f['FolderId'] ?? ''),
        )
        return paged(list.map(docOf), f)
      }
      case 'GetGetPricPackageListClick': {
        const x = find(f['FileId'])
        if (!x) return refuse(M.fileMissing)
        const q = f['Q'] ?? ''
        return paged(
          x.items.filter((i) => !q || i.Name.includes(q) || i.Code.includes(q)),
          f,
        )
      }
      case 'GetFileProperties': {
        const x = find(f['FileId'])
        if (!x) return refuse(M.fileMissing)
        return envelope({
          ...docOf(x),
          FolderPath: pathOf(x.doc.FolderId),
          SourceName: '官方信息价',
          ReviewTime: x.reviewer ? T : '',
          Rights: rights(x),
        })
      }
      case 'UploadTeamLibrary': {
        const p = packages.find((x) => x.ID === f['PackageID'])
        if (!p) return refuse(M.packageMissing)
        const status: FileStatus = isAdmin() ? 3 : f['Submit'] === '1' ? 2 : 1
        const made = file(
          newId(),
          f['Name'] ?? p.Name,
          f['FolderId'] ?? '',
          myId,
          status,
          [item(9, '钢筋', '3550', p.Period)],
          p.Period,
        )
        made.doc.UploaderName = as === 'admin' ? '张三' : '李四'
        lib.files.unshift(made)
        return envelope({ ID: made.doc.ID, Status: status })
      }
      case 'UpdateFileStatus': {
        const found = each(idsOf(f['FileIds']), (x) => rights(x).CanSubmit, M.submitOnlyDraft)
        if (typeof found === 'string') return refuse(found)
        for (const x of found) x.doc.Status = 2
        return envelope({ Count: found.length })
      }
      case 'RecallUpload': {
        const found = each([f['FileId'] ?? ''], (x) => rights(x).CanRecall, M.recallOnlyReviewing)
        if (typeof found === 'string') return refuse(found)
        for (const x of found) x.doc.Status = 1
        return envelope(null)
      }
      case 'GetReviewFileList': {
        const list = lib.files
          .filter((x) => isAdmin() || x.doc.UploaderId === myId)
          .filter((x) => !f['Status'] || String(x.doc.Status) === f['Status'])
        return paged(list.map(docOf), f)
      }
      case 'Data_ReviewFile': {
        if (!isAdmin()) return refuse(M.adminOnly)
        const found = each(idsOf(f['FileIds']), (x) => x.doc.Status === 2, M.reviewOnlyReviewing)
        if (typeof found === 'string') return refuse(found)
        for (const x of found) {
          x.doc.Status = f['Result'] === 'pass' ? 3 : 4
          x.opinion = f['Opinion'] ?? ''
          x.reviewer = '张三'
        }
        return envelope({ Count: found.length })
      }
      case 'EditCommentsFile': {
        if (f['Type'] === 'add') {
          if (!find(f['FileId'])) return refuse(M.fileMissing)
          const c = {
            ID: newId(),
            FileId: f['FileId'] ?? '',
            UserId: myId,
            UserName: as === 'admin' ? '张三' : '李四',
            Content: f['Content'] ?? '',
            CreateTime: T,
            CanDelete: true,
          }
          lib.comments.push(c)
          return envelope({ ID: c.ID })
        }
        lib.comments = lib.comments.filter((c) => c.ID !== f['ID'])
        return envelope({ ID: f['ID'] })
      }
      case 'GetCommentsFile':
        return envelope(
          lib.comments.filter((c) => c.FileId === f['FileId']).map(({ FileId: _, ...c }) => c),
        )
      case 'GetFileAuthorityList': {
        const x = find(f['FileId'])
        if (!x) return refuse(M.fileMissing)
        const nameOf = (e: AuthorityEntry) =>
          e.Kind === 'all'
            ? '全部成员'
            : e.Kind === 'grouping'
              ? (team.state.groupings.find((g) => g.ID === e.ID)?.Name ?? '')
              : (team.state.members.find((m) => m.UserId === e.ID)?.UserName ?? '')
        return envelope(
          x.entries.map((e) => ({ ...e, Name: nameOf(e), LevelName: LEVEL_NAMES[e.Level] })),
        )
      }
      case 'OperationTeamFileAuthority': {
        const found = each([f['FileId'] ?? ''], (x) => rights(x).CanManage, M.noRight)
        if (typeof found === 'string') return refuse(found)
        const entries = JSON.parse(f['Authorities'] ?? '[]') as AuthorityEntry[]
        for (const x of found) x.entries = entries
        return envelope({ Count: entries.length })
      }
      case 'SubDataToFolder': {
        const found = each(idsOf(f['FileIds']), (x) => rights(x).CanEdit, M.noRight)
        if (typeof found === 'string') return refuse(found)
        for (const x of found) x.doc.FolderId = f['FolderId'] ?? ''
        return envelope({ Count: found.length })
      }
      case 'CopyToFolder': {
        const found = each(idsOf(f['FileIds']), (x) => rights(x).CanEdit, M.noRight)
        if (typeof found === 'string') return refuse(found)
        const made = found.map((x) => {
          const taken = lib.files.some(
            (y) => y.doc.FolderId === (f['FolderId'] ?? '') && y.doc.Name === x.doc.Name,
          )
          return copyOf(x, f['FolderId'] ?? '', taken ? `${x.doc.Name} (副本)` : x.doc.Name)
        })
        lib.files.unshift(...made)
        return envelope({ IDs: made.map((x) => x.doc.ID) })
      }
      case 'GetMergeData': {
        const found = each(
          idsOf(f['FileIds']),
          (x) => x.doc.Status === 3 && rights(x).CanEdit,
          M.mergeOnlyApproved,
        )
        if (typeof found === 'string') return refuse(found)
        return envelope(mergeSummary(found))
      }
      case 'MergeData': {
        const found = each(
          idsOf(f['FileIds']),
          (x) => x.doc.Status === 3 && rights(x).CanEdit,
          M.mergeOnlyApproved,
        )
        if (typeof found === 'string') return refuse(found)
        const items = found.flatMap((x) => x.items)
        const made = file(
          newId(),
          f['Name'] ?? '',
          f['FolderId'] ?? '',
          myId,
          isAdmin() ? 3 : 1,
          items,
          '2026-05',
        )
        lib.files.unshift(made)
        return envelope({ ID: made.doc.ID, ItemCount: items.length, Status: made.doc.Status })
      }
      case 'FileSharing': {
        const found = each([f['FileId'] ?? ''], (x) => rights(x).CanShare, M.shareOnlyApproved)
        if (typeof found === 'string') return refuse(found)
        return envelope({ PackageID: newId(), ItemCount: found[0]?.items.length ?? 0 })
      }
      case 'OperatingPricPackage':
        return operate(f)
      default:
        return null
    }
  }

  const operate = (f: Record<string, string>): Response => {
    const type = f['Type']
    if (type === 'addFolder' || type === 'renameFolder' || type === 'deleteFolder') {
      if (!isAdmin()) return refuse(M.adminOnly)
      if (type === 'addFolder') {
        const ID = newId()
        lib.folders.push({
          ID,
          ParentId: f['ParentId'] ?? '',
          Name: f['Name'] ?? '',
          FileCount: 0,
          CreateTime: T,
        })
        return envelope({ ID })
      }
      const folder = lib.folders.find((x) => x.ID === f['ID'])
      if (!folder) return refuse(M.folderMissing)
      if (type === 'renameFolder') folder.Name = f['Name'] ?? ''
      else {
        if (
          lib.files.some((x) => x.doc.FolderId === folder.ID) ||
          lib.folders.some((x) => x.ParentId === folder.ID)
        )
          return refuse(M.folderNotEmpty)
        lib.folders = lib.folders.filter((x) => x !== folder)
      }
      return envelope({ ID: folder.ID })
    }
    const x = find(f['ID'])
    if (!x) return refuse(M.fileMissing)
    if (type === 'update') {
      if (!rights(x).CanEdit) return refuse(M.noRight)
      if (f['Name'] !== undefined) x.doc.Name = f['Name']
      if (f['Remark'] !== undefined) x.doc.Remark = f['Remark']
    } else {
      if (!rights(x).CanManage) return refuse(M.noRight)
      lib.files = lib.files.filter((y) => y !== x)
    }
    return envelope({ ID: x.doc.ID })
  }

  const sent: SentRequest[] = stubFetch((req) => {
    const name = new URL(req.url, 'http://localhost').pathname.split('/').pop() ?? ''
    const answer = handle(name, fieldsOf(req))
    if (answer) return answer
    return inner(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body as BodyInit,
      ...(req.signal ? { signal: req.signal } : {}),
    })
  })
  const calls = (name: string) =>
    sent
      .filter((r) => new URL(r.url, 'http://localhost').pathname.endsWith(`/${name}`))
      .map(fieldsOf)
  return { ...team, sent, calls, lib }
}

export { GROUP, LI, ME, TEAM_ID }
