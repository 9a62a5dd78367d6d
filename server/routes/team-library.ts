import type { Hono } from 'hono'
import { TEAM_LIBRARY_CALLS as calls } from '@/domain/api/calls/team-library.ts'
import { mount, paged } from '../lib/mount.ts'
import { listAuthority, setAuthority } from '../services/teams/library/authority.ts'
import { editComment, listComments } from '../services/teams/library/comments.ts'
import { copyFiles, moveFiles } from '../services/teams/library/copy-move.ts'
import {
  fileProperties,
  listFiles,
  operateFile,
  pageFileItems,
  uploadFile,
} from '../services/teams/library/files.ts'
import { folderTree, operateFolder } from '../services/teams/library/folders.ts'
import { mergeFiles, mergePreview } from '../services/teams/library/merge.ts'
import {
  recallFile,
  reviewFiles,
  reviewList,
  submitFiles,
} from '../services/teams/library/review.ts'
import { shareFile } from '../services/teams/library/share.ts'
import type { AppEnv } from '../types.ts'

/** The team file library under /api/PTMaterialPrice (src/domain/api/calls/team-library.ts, docs/team-library.md). */
export function teamLibraryRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.operatingPricPackage, ({ db, userId, input }) =>
    input.Type === 'update' || input.Type === 'delete'
      ? operateFile(db, userId, input)
      : operateFolder(db, userId, input),
  )
  mount(app, calls.getCopyandMove, ({ db, userId, input }) => folderTree(db, userId, input.TeamId))
  mount(app, calls.getGetPricPackageList, async ({ db, userId, input }) => {
    const { rows, total } = await listFiles(db, userId, {
      ...input,
      page: input.PageIndex,
      size: input.PageSize,
    })
    return paged(rows, total)
  })
  mount(app, calls.getGetPricPackageListClick, async ({ db, userId, input }) => {
    const { rows, total } = await pageFileItems(db, userId, {
      ...input,
      page: input.PageIndex,
      size: input.PageSize,
    })
    return paged(rows, total)
  })
  mount(app, calls.getFileProperties, ({ db, userId, input }) =>
    fileProperties(db, userId, input.TeamId, input.FileId),
  )
  mount(app, calls.uploadTeamLibrary, ({ db, userId, input }) => uploadFile(db, userId, input))
  mount(app, calls.updateFileStatus, ({ db, userId, input }) =>
    submitFiles(db, userId, input.TeamId, input.FileIds),
  )
  mount(app, calls.recallUpload, ({ db, userId, input }) =>
    recallFile(db, userId, input.TeamId, input.FileId),
  )
  mount(app, calls.getReviewFileList, async ({ db, userId, input }) => {
    const { rows, total } = await reviewList(db, userId, {
      ...input,
      page: input.PageIndex,
      size: input.PageSize,
    })
    return paged(rows, total)
  })
  mount(app, calls.dataReviewFile, ({ db, userId, input }) => reviewFiles(db, userId, input))
  mount(app, calls.editCommentsFile, ({ db, userId, input }) => editComment(db, userId, input))
  mount(app, calls.getCommentsFile, ({ db, userId, input }) =>
    listComments(db, userId, input.TeamId, input.FileId),
  )
  mount(app, calls.operationTeamFileAuthority, ({ db, userId, input }) =>
    setAuthority(db, userId, input.TeamId, input.FileId, input.Authorities),
  )
  mount(app, calls.getFileAuthorityList, ({ db, userId, input }) =>
    listAuthority(db, userId, input.TeamId, input.FileId),
  )
  mount(app, calls.copyToFolder, ({ db, userId, input }) =>
    copyFiles(db, userId, input.TeamId, input.FileIds, input.FolderId),
  )
  mount(app, calls.subDataToFolder, ({ db, userId, input }) =>
    moveFiles(db, userId, input.TeamId, input.FileIds, input.FolderId),
  )
  mount(app, calls.getMergeData, ({ db, userId, input }) =>
    mergePreview(db, userId, input.TeamId, input.FileIds),
  )
  mount(app, calls.mergeData, ({ db, userId, input }) => mergeFiles(db, userId, input))
  mount(app, calls.fileSharing, ({ db, userId, input }) =>
    shareFile(db, userId, input.TeamId, input.FileId),
  )
}
