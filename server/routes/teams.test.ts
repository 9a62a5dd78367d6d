import { describe, expect, it } from 'vitest'
import { TEAM_CALLS } from '@/domain/api/calls/teams.ts'
import { users } from '../db/schema/index.ts'
import { call } from '../test/harness.ts'
import { MISSING, NOBODY, PNG, teamKit } from './teams.testkit.ts'

/** The team centre's first slice (docs/teams.md): teams, bad input, access and the team image, on both databases. */

const {
  people,
  get,
  post,
  upload,
  ok,
  myTeams,
  newTeam,
  newGrouping,
  snapshot,
  storedFiles,
  db,
  app,
} = teamKit()

describe('teams (/api/PTMaterialPrice)', () => {
  it('answers 403 请先登录! to every call without a session', async () => {
    for (const c of Object.values(TEAM_CALLS)) {
      const res =
        c.method === 'GET'
          ? await get(c.name, { TeamId: NOBODY }, -1)
          : await post(c.name, { TeamId: NOBODY }, -1)
      expect(res.status, c.path).toBe(403)
      expect(res.body.ErrorCode, c.path).toBe('403')
    }
  })

  it('creates, lists, renames and deletes a team; names are unique per administrator', async () => {
    const id = await newTeam('  造价一部 ')
    expect(await myTeams()).toEqual([
      {
        ID: id,
        Name: '造价一部',
        Img: '',
        IsAdmin: true,
        AdminName: '用户甲',
        MemberCount: 1,
        CreateTime: expect.any(String) as string,
      },
    ])
    expect((await post('OperationTeam', { Type: 'add', Name: '造价一部' })).body).toMatchObject({
      ErrorCode: '1',
      Message: '你已有同名团队，请换一个名称',
    })
    // Another administrator may use the same name.
    const other = await newTeam('造价一部', 1)
    expect(ok(await post('OperationTeam', { Type: 'update', ID: id, Name: '造价二部' }))).toEqual({
      ID: id,
    })
    expect((await myTeams()).map((x) => x.Name)).toEqual(['造价二部'])
    expect(ok(await post('OperationTeam', { Type: 'delete', ID: id }))).toEqual({ ID: id })
    expect(await myTeams()).toEqual([])
    expect((await get('GetTeamIdMemberList', { TeamId: id })).body).toMatchObject({
      ErrorCode: '1',
      Message: MISSING,
    })
    ok(await post('OperationTeam', { Type: 'delete', ID: other }, 1))
  })

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const id = await newTeam('校验团队')
    const g = await newGrouping(id, '土建组')
    const before = await snapshot()
    const cases: [string, Record<string, string>, string][] = [
      ['OperationTeam', { Type: 'add', Name: '   ' }, '请填写团队名称'],
      ['OperationTeam', { Type: 'add', Name: '长'.repeat(51) }, '团队名称不能超过50个字'],
      [
        'OperationTeam',
        { Type: 'add', Name: '图片', Img: 'https://evil.example/x.png' },
        '团队图片地址无效',
      ],
      ['OperationTeam', { Type: 'rename', ID: id, Name: 'x' }, '操作类型无效'],
      ['OperationTeam', { Type: 'update', ID: id }, '没有需要修改的内容'],
      ['OperationTeam', { Type: 'update', ID: 'abc', Name: 'x' }, '团队编号无效'],
      ['OperationMember', { Type: 'add', TeamId: id, Phone: '12345' }, '手机号格式不正确'],
      [
        'OperationMember',
        { Type: 'delete', TeamId: id, UserId: people[2]?.id ?? '' },
        '该用户不是团队成员',
      ],
      [
        'OperationMember',
        { Type: 'delete', TeamId: id, UserId: people[0]?.id ?? '' },
        '管理员不能移除自己，请先转让管理员，或解散团队',
      ],
      [
        'OperationGrouping',
        { Type: 'add', TeamId: id, Name: '全部成员' },
        '“全部成员”是系统分组，请换一个名称',
      ],
      [
        'OperationGrouping',
        { Type: 'add', TeamId: id, Name: '土建组' },
        '团队中已有同名分组，请换一个名称',
      ],
      [
        'OperationGrouping',
        { Type: 'add', TeamId: id, Name: '组'.repeat(21) },
        '分组名称不能超过20个字',
      ],
      ['OperationGrouping', { Type: 'delete', TeamId: id, ID: NOBODY }, '分组不存在或已删除'],
      [
        'OperationMemberGrouping',
        { TeamId: id, GroupId: g, UserIds: '[1,2' },
        '参数 UserIds 不是有效的 JSON',
      ],
      [
        'OperationMemberGrouping',
        { TeamId: id, GroupId: g, UserIds: JSON.stringify([people[2]?.id]) },
        '所选成员中有人已不在团队中，请刷新后重试',
      ],
    ]
    for (const [name, body, message] of cases)
      expect((await post(name, body)).body, message).toMatchObject({
        ErrorCode: '1',
        Message: message,
      })
    expect(
      (await get('TransferAdministrators', { TeamId: id, UserId: people[2]?.id ?? '' })).body
        .Message,
    ).toBe('该用户不是团队成员')
    expect((await get('LeaveTeam', { TeamId: id })).body.Message).toBe(
      '你是团队管理员，请先把管理员转让给其他成员再退出，或解散团队',
    )
    expect(await snapshot()).toEqual(before)
    ok(await post('OperationTeam', { Type: 'delete', ID: id }))
  })

  it('a GET that writes (LeaveTeam, TransferAdministrators) needs X-Token: a cookie alone is refused', async () => {
    const res = await call(app(), `/api/PTMaterialPrice/LeaveTeam?TeamId=${NOBODY}`, {
      headers: { cookie: `token=${people[1]?.token ?? ''}` },
    })
    expect(res.status).toBe(403)
    expect(res.body.Message).toBe('请求来源无效，请刷新页面后重试')
  })

  it('uploads the team image: with TeamId it becomes the team’s image; a bad file is refused and nothing is stored', async () => {
    const id = await newTeam('图片团队')
    expect((await upload(new Uint8Array([1, 2, 3, 4]), { TeamId: id })).body).toMatchObject({
      ErrorCode: '1',
      Message: '仅支持 PNG、JPG、WEBP、GIF 格式的图片',
    })
    expect(storedFiles()).toEqual([])
    const loose = ok<string>(await upload(PNG, {}))
    expect(loose).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/)
    expect((await myTeams())[0]?.Img).toBe('')
    const url = ok<string>(await upload(PNG, { TeamId: id }))
    expect((await myTeams())[0]?.Img).toBe(url)
    // An uploaded image given at creation.
    const second = ok<{ ID: string }>(
      await post('OperationTeam', { Type: 'add', Name: '带图团队', Img: loose }),
    ).ID
    expect((await myTeams()).find((x) => x.ID === second)?.Img).toBe(loose)
    ok(await post('OperationTeam', { Type: 'update', ID: id, Img: '' }))
    expect((await myTeams()).find((x) => x.ID === id)?.Img).toBe('')
    for (const x of [id, second]) ok(await post('OperationTeam', { Type: 'delete', ID: x }))
    expect((await db().select().from(users)).length).toBe(3)
  })
})
