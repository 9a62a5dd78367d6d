import { ROLE_ADMIN, type TeamListItem, type TeamMember, type TeamRole } from './schemas'

/**
 * 成员管理 (/MyData/memberManage, docs/teams.md): the people of all my teams, one row per person
 * with the teams they are in. Pure: the screen reads each team's member list and passes them here.
 */

export interface PersonTeam {
  TeamId: string
  TeamName: string
  Role: TeamRole
  Groupings: string[]
  JoinTime: string
  /** I administer this team, so I may remove this person from it (unless they are its administrator). */
  Removable: boolean
}

export interface Person {
  UserId: string
  UserName: string
  Phone: string
  Teams: PersonTeam[]
  /** The earliest of their joining times (ISO). */
  FirstJoin: string
}

export interface TeamWithMembers {
  team: TeamListItem
  members: readonly TeamMember[]
}

const collator = new Intl.Collator('zh-Hans-CN')

/** Everyone in the given teams, me first, then by name (pinyin order); each person's teams by name. */
export function peopleOf(teams: readonly TeamWithMembers[], myUserId: string): Person[] {
  const byId = new Map<string, Person>()
  for (const { team, members } of teams)
    for (const m of members) {
      const person = byId.get(m.UserId) ?? {
        UserId: m.UserId,
        UserName: m.UserName,
        Phone: m.Phone,
        Teams: [],
        FirstJoin: m.JoinTime,
      }
      person.Teams.push({
        TeamId: team.ID,
        TeamName: team.Name,
        Role: m.Role,
        Groupings: m.Groupings.map((g) => g.Name),
        JoinTime: m.JoinTime,
        Removable: team.IsAdmin && m.Role !== ROLE_ADMIN && m.UserId !== myUserId,
      })
      if (m.JoinTime < person.FirstJoin) person.FirstJoin = m.JoinTime
      byId.set(m.UserId, person)
    }
  const people = [...byId.values()]
  for (const p of people) p.Teams.sort((a, b) => collator.compare(a.TeamName, b.TeamName))
  return people.sort((a, b) =>
    a.UserId === myUserId
      ? -1
      : b.UserId === myUserId
        ? 1
        : collator.compare(a.UserName, b.UserName) || a.UserId.localeCompare(b.UserId),
  )
}

export interface PeopleFilter {
  /** Part of a name or of the (masked) phone; blank = everyone. */
  text: string
  /** A team id, or '' for every team. */
  teamId: string
}

/** The people the filter keeps: in that team (if one is chosen) and matching the text. */
export function filterPeople(people: readonly Person[], filter: PeopleFilter): Person[] {
  const text = filter.text.trim().toLowerCase()
  return people.filter(
    (p) =>
      (filter.teamId === '' || p.Teams.some((t) => t.TeamId === filter.teamId)) &&
      (text === '' || p.UserName.toLowerCase().includes(text) || p.Phone.includes(text)),
  )
}
