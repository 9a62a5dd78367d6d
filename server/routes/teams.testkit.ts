import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { groupingCountData, teamListData, teamMemberListData } from '@/domain/teams/schemas.ts'
import { noticeListData } from '@/domain/teams/notices.ts'
import { createApp } from '../app.ts'
import {
  teamGroupingMembers,
  teamGroupings,
  teamMembers,
  teamNotices,
  teams,
} from '../db/schema/index.ts'
import { memoryLogger } from '../lib/logger.ts'
import { createSession } from '../services/auth/sessions.ts'
import { call, openTestDb, testConfig, type TestDb } from '../test/harness.ts'
import { seedUser } from '../test/seed.ts'

const P = '/api/PTMaterialPrice'
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
export const MISSING = '团队不存在或已解散'
export const ADMIN_ONLY = '仅团队管理员可以操作'
export const NOBODY = '00000000-0000-4000-8000-000000000000'

/**
 * The team route tests' set-up (docs/teams.md): a database (PGlite or PostgreSQL), the app with a
 * temporary uploads folder, three signed-in users A (0), B (1), C (2) — C is in no team unless a
 * test adds them — and helpers for the PTMaterialPrice calls. Call once at the top of a file.
 */
export function teamKit() {
  let t: TestDb
  let app: ReturnType<typeof createApp>
  let dir: string
  const people: { id: string; token: string; phone: string }[] = []

  beforeAll(async () => {
    t = await openTestDb()
    dir = mkdtempSync(join(tmpdir(), 'smartboq-team-uploads-'))
    app = createApp({ db: t.db, logger: memoryLogger(), config: testConfig(), uploads: { dir } })
    for (const [i, name] of ['甲', '乙', '丙'].entries()) {
      const phone = `1390000000${i}`
      const id = await seedUser(t.db, { phone, userName: `用户${name}` })
      people.push({ id, phone, token: (await createSession(t.db, id, new Date(), 24)).token })
    }
  })
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true })
    await t.close()
  })

  const auth = (who: number): Record<string, string> =>
    who < 0 ? {} : { 'X-Token': people[who]?.token ?? '' }
  const get = (name: string, query: Record<string, string>, who = 0) =>
    call(app, `${P}/${name}?${new URLSearchParams(query).toString()}`, { headers: auth(who) })
  const post = (name: string, body: Record<string, string>, who = 0) =>
    call(app, `${P}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth(who) },
      body: new URLSearchParams(body).toString(),
    })
  const upload = (bytes: Uint8Array<ArrayBuffer>, fields: Record<string, string>, who = 0) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    form.set('file', new Blob([bytes]), 'logo.png')
    return call(app, `${P}/UploadTeam_Img`, { method: 'POST', headers: auth(who), body: form })
  }
  const ok = <T>(res: { body: { ErrorCode: string; Message: string; Data: unknown } }): T => {
    expect(res.body.ErrorCode, res.body.Message).toBe('0')
    return res.body.Data as T
  }
  const myTeams = async (who = 0) => teamListData.parse(ok(await get('GetTeamList', {}, who)))
  const membersOf = async (teamId: string, who = 0) =>
    teamMemberListData.parse(ok(await get('GetTeamIdMemberList', { TeamId: teamId }, who)))
  const countsOf = async (teamId: string, who = 0) =>
    groupingCountData.parse(ok(await get('GetGroupingCount', { TeamId: teamId }, who)))
  const newTeam = async (name: string, who = 0) =>
    ok<{ ID: string }>(await post('OperationTeam', { Type: 'add', Name: name }, who)).ID
  /** OperationMember add: an invitation to `who`'s phone (docs/teams.md "Adding by phone"). */
  const invite = (teamId: string, who: number, by = 0) =>
    post('OperationMember', { Type: 'add', TeamId: teamId, Phone: people[who]?.phone ?? '' }, by)
  /** `who`'s waiting invitation to the team, as their 团队消息 carries it ('' when none). */
  const invitationOf = async (teamId: string, who: number) =>
    noticeListData
      .parse(ok(await get('GetNotices', { Type: 'pending' }, who)))
      .find((n) => n.Kind === 'invited' && n.TeamId === teamId)?.RefId ?? ''
  /**
   * Adds `who` as a member the way people join: invited by phone, then accepting in 团队消息.
   * Answers the refused invitation, or the AnswerInvitation answer.
   */
  const addByPhone = async (teamId: string, who: number, by = 0) => {
    const invited = await invite(teamId, who, by)
    if (invited.body.ErrorCode !== '0') return invited
    const id = await invitationOf(teamId, who)
    return post('AnswerInvitation', { ID: id, Accept: '1' }, who)
  }
  const newGrouping = async (teamId: string, name: string) =>
    ok<{ ID: string }>(await post('OperationGrouping', { Type: 'add', TeamId: teamId, Name: name }))
      .ID

  /** Every team row, for "nothing changed". */
  async function snapshot(): Promise<unknown> {
    return {
      teams: await t.db.select().from(teams).orderBy(asc(teams.id)),
      members: await t.db
        .select()
        .from(teamMembers)
        .orderBy(asc(teamMembers.teamId), asc(teamMembers.userId)),
      groupings: await t.db.select().from(teamGroupings).orderBy(asc(teamGroupings.id)),
      groupingMembers: await t.db
        .select()
        .from(teamGroupingMembers)
        .orderBy(asc(teamGroupingMembers.groupingId), asc(teamGroupingMembers.userId)),
      notices: await t.db.select().from(teamNotices).orderBy(asc(teamNotices.id)),
    }
  }
  const storedFiles = () =>
    readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'))
  return {
    people,
    get,
    post,
    upload,
    ok,
    myTeams,
    membersOf,
    countsOf,
    newTeam,
    addByPhone,
    invite,
    invitationOf,
    newGrouping,
    snapshot,
    storedFiles,
    db: () => t.db,
    app: () => app,
  }
}
