import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { toastStore } from '@/components/ui/toast-store'
import { sessionStore } from '@/data/state/app-state'
import { envelope, json, stubFetch, type SentRequest } from '@/data/api/test-fetch'
import type { Notice } from '@/domain/teams/notices'
import {
  teamAuthority,
  type GroupingCount,
  type TeamListItem,
  type TeamInvitation,
  type TeamMember,
} from '@/domain/teams/schemas'

/**
 * A small in-memory team server for the screen tests: one team, its members and groupings,
 * answering the PTMaterialPrice calls the screen makes (writes change the state, like the server).
 */
export const TEAM_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b'
export const ME = '11111111-1111-4111-8111-111111111111'
export const LI = '22222222-2222-4222-8222-222222222222'
export const GROUP = '33333333-3333-4333-8333-333333333333'

export interface FakeTeamServer {
  sent: SentRequest[]
  /** Requests to one call (by its name, e.g. OperationMember), with their form or query fields. */
  calls(name: string): Record<string, string>[]
  state: {
    admin: string
    members: TeamMember[]
    groupings: GroupingCount['Groupings']
    name: string
    notices: Notice[]
    invitations: TeamInvitation[]
  }
}

const member = (
  UserId: string,
  UserName: string,
  Phone: string,
  Role: '管理员' | '成员',
): TeamMember => ({
  UserId,
  UserName,
  Phone,
  Role,
  Groupings: [],
  JoinTime: '2026-05-01T08:00:00.000Z',
})

export const INVITATION = '88888888-8888-4888-8888-888888888888'
export const NOTICE_NEW = '66666666-6666-4666-8666-666666666666'
export const NOTICE_OLD = '77777777-7777-4777-8777-777777777777'
const notice = (ID: string, Kind: Notice['Kind'], CreateTime: string): Notice => ({
  ID,
  Kind,
  TeamId: TEAM_ID,
  TeamName: '造价一部',
  ActorName: '赵六',
  Detail: '',
  RefId: '',
  CreateTime,
  ConfirmTime: null,
})

export function fieldsOf(req: SentRequest): Record<string, string> {
  const url = new URL(req.url, 'http://localhost')
  if (req.method === 'GET') return Object.fromEntries(url.searchParams)
  if (req.body instanceof FormData)
    return Object.fromEntries(
      [...req.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '(file)']),
    )
  return Object.fromEntries(new URLSearchParams(String(req.body)))
}

/** Serves the screen as `me` ('admin': 张三 administers 造价一部 with 李四 in it; 'member': 李四's view). */
export function serveTeam(
  as: 'admin' | 'member' = 'admin',
  refusals: Record<string, string> = {},
): FakeTeamServer {
  const myId = as === 'admin' ? ME : LI
  const state: FakeTeamServer['state'] = {
    admin: ME,
    name: '造价一部',
    members: [
      member(ME, '张三', '138****0001', '管理员'),
      member(LI, '李四', '139****0002', '成员'),
    ],
    groupings: [
      { ID: GROUP, Name: '土建组', MemberCount: 0, CreateTime: '2026-05-02T08:00:00.000Z' },
    ],
    notices: [
      notice(NOTICE_NEW, 'admin', '2026-05-04T08:00:00.000Z'),
      notice(NOTICE_OLD, 'added', '2026-05-01T08:00:00.000Z'),
    ],
    invitations: [],
  }
  const sync = () => {
    for (const m of state.members) m.Role = m.UserId === state.admin ? '管理员' : '成员'
    for (const g of state.groupings)
      g.MemberCount = state.members.filter((m) => m.Groupings.some((x) => x.ID === g.ID)).length
  }
  const list = (): TeamListItem[] =>
    state.members.some((m) => m.UserId === myId)
      ? [
          {
            ID: TEAM_ID,
            Name: state.name,
            Img: '',
            IsAdmin: state.admin === myId,
            AdminName: state.members.find((m) => m.UserId === state.admin)?.UserName ?? '',
            MemberCount: state.members.length,
            CreateTime: '2026-05-01T08:00:00.000Z',
          },
        ]
      : []
  const sent = stubFetch((req) => {
    const name = new URL(req.url, 'http://localhost').pathname.split('/').pop() ?? ''
    const f = fieldsOf(req)
    if (refusals[name]) return envelope(null, '1', refusals[name])
    switch (name) {
      case 'GetTeamList':
        return envelope(list())
      case 'GetTeamIdMemberList':
        return envelope(state.members)
      case 'GetGroupingCount':
        return envelope({ AllMembers: state.members.length, Groupings: state.groupings })
      case 'GetTeam_MemberAuthority':
        return envelope(teamAuthority(TEAM_ID, state.admin === myId))
      case 'OperationMember':
        if (f['Type'] === 'add') {
          // An invitation, as the server answers for any number (docs/teams.md "Adding by phone").
          const Phone = `${(f['Phone'] ?? '').slice(0, 3)}****${(f['Phone'] ?? '').slice(-4)}`
          state.invitations.push({
            ID: INVITATION,
            Phone,
            InviterName: '张三',
            CreateTime: '2026-05-05T08:00:00.000Z',
          })
          return envelope({ Phone })
        }
        state.members = state.members.filter((m) => m.UserId !== f['UserId'])
        return envelope({ UserId: f['UserId'], UserName: '' })
      case 'GetTeamInvitations':
        return envelope(state.invitations)
      case 'CancelInvitation':
        state.invitations = state.invitations.filter((i) => i.ID !== f['ID'])
        return envelope(null)
      case 'AnswerInvitation': {
        for (const n of state.notices)
          if (n.RefId === f['ID']) n.ConfirmTime = '2026-05-05T08:00:00.000Z'
        if (f['Accept'] === '1') state.members.push(member(myId, '李四', '139****0002', '成员'))
        return envelope({ TeamId: TEAM_ID, TeamName: state.name, Joined: f['Accept'] === '1' })
      }
      case 'TransferAdministrators':
        state.admin = f['UserId'] ?? ''
        sync()
        return envelope(null)
      case 'LeaveTeam':
        state.members = state.members.filter((m) => m.UserId !== myId)
        return envelope(null)
      case 'OperationGrouping':
        if (f['Type'] === 'add')
          state.groupings.push({
            ID: '55555555-5555-4555-8555-555555555555',
            Name: f['Name'] ?? '',
            MemberCount: 0,
            CreateTime: '2026-05-03T08:00:00.000Z',
          })
        return envelope({ ID: f['ID'] ?? '55555555-5555-4555-8555-555555555555' })
      case 'OperationMemberGrouping': {
        const ids = JSON.parse(f['UserIds'] ?? '[]') as string[]
        const g = state.groupings.find((x) => x.ID === f['GroupId'])
        for (const m of state.members)
          m.Groupings = m.Groupings.filter((x) => x.ID !== f['GroupId']).concat(
            ids.includes(m.UserId) && g ? [{ ID: g.ID, Name: g.Name }] : [],
          )
        sync()
        return envelope({ GroupId: f['GroupId'], MemberCount: ids.length })
      }
      case 'OperationTeam':
        if (f['Type'] === 'update' && f['Name']) state.name = f['Name']
        return envelope({ ID: TEAM_ID })
      case 'GetNotices': {
        const waiting = state.notices.filter((n) => n.ConfirmTime === null)
        return json({
          ErrorCode: '0',
          Message: '',
          Data: f['Type'] === 'all' ? state.notices : waiting,
          Total: waiting.length,
        })
      }
      case 'ConfirmNotices': {
        const ids = f['All'] === '1' ? null : (JSON.parse(f['IDs'] ?? '[]') as string[])
        const hit = state.notices.filter(
          (n) => n.ConfirmTime === null && (ids === null || ids.includes(n.ID)),
        )
        for (const n of hit) n.ConfirmTime = '2026-05-05T08:00:00.000Z'
        return envelope({ Confirmed: hit.length })
      }
      default:
        return envelope(null, '1', `未处理的请求 ${name}`)
    }
  })
  return {
    sent,
    state,
    calls: (name) => sent.filter((r) => r.url.includes(`/PTMaterialPrice/${name}`)).map(fieldsOf),
  }
}

/** The team screens' test set-up: online, signed in as 张三 (ME); cleans up renders, stubs and toasts. */
export function teamScreenTests(): void {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    sessionStore.set({ token: 'tok', userId: ME, userName: '张三', avatar: null })
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    toastStore.set([])
  })
}

/** The toasts shown, as `kind:message`. */
export const toasts = () => toastStore.get().map((t) => `${t.kind ?? ''}:${t.message}`)
