import { describe, expect, it } from 'vitest'
import { filterPeople, peopleOf } from './people'
import type { TeamListItem, TeamMember } from './schemas'

const ME = 'me'
const team = (ID: string, Name: string, IsAdmin: boolean): TeamListItem => ({
  ID,
  Name,
  Img: '',
  IsAdmin,
  AdminName: '',
  MemberCount: 0,
  CreateTime: '2026-01-01T00:00:00.000Z',
})
const member = (
  UserId: string,
  UserName: string,
  Role: '管理员' | '成员',
  JoinTime: string,
  groups: string[] = [],
): TeamMember => ({
  UserId,
  UserName,
  Phone: `138****${UserId.length}00${UserId.length}`,
  Role,
  Groupings: groups.map((Name) => ({ ID: Name, Name })),
  JoinTime,
})

describe('peopleOf', () => {
  const teams = [
    {
      team: team('t1', '造价一部', true),
      members: [
        member(ME, '张三', '管理员', '2026-03-01T00:00:00.000Z'),
        member('wang', '王五', '成员', '2026-03-05T00:00:00.000Z', ['土建组']),
        member('li', '李四', '成员', '2026-03-02T00:00:00.000Z'),
      ],
    },
    {
      team: team('t2', '安装组', false),
      members: [
        member('zhao', '赵六', '管理员', '2026-02-01T00:00:00.000Z'),
        member(ME, '张三', '成员', '2026-02-10T00:00:00.000Z'),
        member('li', '李四', '成员', '2026-02-20T00:00:00.000Z', ['电气', '暖通']),
      ],
    },
  ]

  it('gives one row per person with every team they are in, me first and then by name in pinyin order', () => {
    const people = peopleOf(teams, ME)
    expect(people.map((p) => p.UserName)).toEqual(['张三', '李四', '王五', '赵六'])
    const li = people[1]
    expect(li?.Teams.map((t) => [t.TeamName, t.Role, t.Groupings.join('、')])).toEqual([
      ['安装组', '成员', '电气、暖通'],
      ['造价一部', '成员', ''],
    ])
    expect(li?.FirstJoin).toBe('2026-02-20T00:00:00.000Z')
  })

  it('marks as removable only memberships of teams I administer, never an administrator or me', () => {
    const people = peopleOf(teams, ME)
    const removable = people.flatMap((p) =>
      p.Teams.filter((t) => t.Removable).map((t) => `${p.UserName}@${t.TeamName}`),
    )
    expect(removable).toEqual(['李四@造价一部', '王五@造价一部'])
  })

  it('filters by team and by part of a name or phone', () => {
    const people = peopleOf(teams, ME)
    expect(filterPeople(people, { text: '', teamId: 't1' }).map((p) => p.UserName)).toEqual([
      '张三',
      '李四',
      '王五',
    ])
    expect(filterPeople(people, { text: ' 赵 ', teamId: '' }).map((p) => p.UserName)).toEqual([
      '赵六',
    ])
    expect(filterPeople(people, { text: '4004', teamId: '' }).map((p) => p.UserName)).toEqual([
      '王五',
      '赵六',
    ])
    expect(filterPeople(people, { text: '赵', teamId: 't1' })).toEqual([])
  })
})
