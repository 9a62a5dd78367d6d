import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncRows } from '../../db/schema/index.ts'
import { openKit, type Kit } from './projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const countRows = async () => (await k.t.db.select().from(syncRows)).length
const replay = (client: string, seq: number, base = 0, mutation = randomUUID()) => ({
  'X-Client-Id': client,
  'X-Mutation-Id': mutation,
  'X-Mutation-Seq': String(seq),
  'X-Base-Version': String(base),
  'X-Schema-Version': '2',
})

describe('entity writes: projects', () => {
  it('creates a project directly with defaults and mirrors every document field into the projects table', async () => {
    const id = await k.project({
      ProjectType: '酒店',
      City: '杭州',
      Year: '2025',
      StandardVersion: 'GB 50500-2013',
      Description: '说明',
      Cover: '/c.svg',
      TotalCost: '1234.56',
      Price: '99.9',
      ReleaseNotes: '备注',
    })
    const row = await k.row('projects', id)
    expect(row?.data).toMatchObject({
      Project_Name: '测试项目',
      Year: 2025,
      TotalCost: 1234.56,
      IsTemplate: 0,
      FolderID: '',
      Members: [],
    })
    expect(await k.table(id)).toMatchObject({
      name: '测试项目',
      projectType: '酒店',
      city: '杭州',
      year: 2025,
      standardVersion: 'GB 50500-2013',
      description: '说明',
      cover: '/c.svg',
      totalCostFen: 123456,
      priceFen: 9990,
      releaseNotes: '备注',
      isTemplate: false,
      folderId: null,
    })
  })

  it('refuses bad project fields with a Chinese message and writes nothing', async () => {
    const before = await countRows()
    const bad: [Record<string, string>, string][] = [
      [{ Project_Name: 'x'.repeat(101) }, '项目名称不能超过100个字'],
      [{ Project_Name: '甲', Year: '20x5' }, '年份无效'],
      [{ Project_Name: '甲', StandardVersion: 'GB 1' }, '计价标准无效'],
      [{ Project_Name: '甲', TotalCost: '-1' }, '总造价不能为负数'],
      [{ Project_Name: '甲', FolderID: randomUUID() }, '文件夹不存在或已被删除'],
      [
        { Project_Name: '甲', Members: '[{"UserID":"1","UserName":"a","Role":"老板"}]' },
        '成员角色无效',
      ],
    ]
    for (const [fields, message] of bad) {
      const res = await k.post('/SjyqList/EditProject', {
        Type: 'add',
        ID: randomUUID(),
        ...fields,
      })
      expect(res.body).toMatchObject({ ErrorCode: '1', Message: message })
    }
    expect(await countRows()).toBe(before)
  })

  it("refuses another user's project with ErrorCode 403 on HTTP 200 and an anonymous caller with 403 请先登录!", async () => {
    const id = await k.project({ Project_Name: '别人的' }, 1)
    const res = await k.post('/SjyqList/EditProject', {
      Type: 'update',
      ID: id,
      Project_Name: '抢',
    })
    expect(res).toMatchObject({
      status: 200,
      body: { ErrorCode: '403', Message: '无权操作该记录' },
    })
    const del = await k.get('/SjyqList/DeleteProJect', { ID: id })
    expect(del.body.ErrorCode).toBe('403')
    expect((await k.row('projects', id))?.data['Project_Name']).toBe('别人的')
    const anon = await k.post(
      '/SjyqList/EditProject',
      { Type: 'add', ID: randomUUID(), Project_Name: '匿名' },
      -1,
    )
    expect(anon).toMatchObject({ status: 403, body: { Message: '请先登录!' } })
  })

  it('deleting a project tombstones its structure rows and tenders in the same transaction, each with a new version', async () => {
    const id = await k.project()
    const r1 = await k.structureRow(id)
    const r2 = await k.structureRow(id, { ParentID: r1 })
    const tender = randomUUID()
    expect(
      (
        await k.post('/Generate/EditTenders', {
          Type: 'add',
          ID: tender,
          ProId: id,
          Name: '第一标段',
        })
      ).body.ErrorCode,
    ).toBe('0')
    const before = (await k.row('structureRows', r2))?.version ?? 0
    const del = await k.get('/SjyqList/DeleteProJect', { ID: id })
    expect(del.body).toMatchObject({ ErrorCode: '0', Data: { ID: id, Deleted: true } })
    for (const [entity, rowId] of [
      ['structureRows', r1],
      ['structureRows', r2],
      ['tenders', tender],
    ] as const) {
      const row = await k.row(entity, rowId)
      expect(row).toMatchObject({ deleted: true })
      expect(row?.version).toBeGreaterThan(before)
    }
    expect((await k.table(id))?.deletedAt).not.toBeNull()
  })
})

describe('entity writes: structure rows', () => {
  it('stores numbers from the form as numbers and rolls the areas up into the projects table (MultNum counts)', async () => {
    const id = await k.project()
    const top = await k.structureRow(id, {
      BuiltArea: '0',
      InArea: '0',
      SellArea: '0',
      MultNum: '2',
    })
    await k.structureRow(id, {
      ParentID: top,
      BuiltArea: '100.25',
      InArea: '80',
      SellArea: '90',
      MultNum: '3',
    })
    const row = await k.row('structureRows', top)
    expect(row?.data).toMatchObject({ MultNum: 2, BuiltArea: 0, ProId: id, TenderID: '' })
    expect(await k.table(id)).toMatchObject({
      builtArea: '601.50',
      inArea: '480.00',
      sellArea: '540.00',
    })
  })

  it('refuses negative or non-numeric areas, MultNum 0 or 1.5, unknown ProId, a parent of another project and a cycle; nothing is written', async () => {
    const id = await k.project()
    const other = await k.project()
    const a = await k.structureRow(id)
    const b = await k.structureRow(id, { ParentID: a })
    const foreign = await k.structureRow(other)
    const before = await countRows()
    const versionA = (await k.row('structureRows', a))?.version
    const cases: [Record<string, unknown>, string][] = [
      [{ Type: 'add', ProId: id, InArea: '-1' }, '套内面积不能为负数'],
      [{ Type: 'add', ProId: id, BuiltArea: '十' }, '建筑面积必须是数字'],
      [{ Type: 'add', ProId: id, MultNum: '0' }, '栋数必须是正整数'],
      [{ Type: 'add', ProId: id, MultNum: '1.5' }, '栋数必须是正整数'],
      [{ Type: 'add', ProId: randomUUID() }, '项目不存在或已被删除'],
      [{ Type: 'add', ProId: id, ParentID: foreign }, '上级单项不存在或不属于该项目'],
      [{ Type: 'add', ProId: id, Project_Name: '名'.repeat(101) }, '单项工程名称不能超过100个字'],
    ]
    for (const [fields, message] of cases) {
      const res = await k.post('/SjyqList/EditProStructure', { ID: randomUUID(), ...fields })
      expect(res.body).toMatchObject({ ErrorCode: '1', Message: message })
    }
    const cycle = await k.post('/SjyqList/EditProStructure', { Type: 'update', ID: a, ParentID: b })
    expect(cycle.body.ErrorCode).toBe('1')
    expect(cycle.body.Message).toContain('上级单项不能是自己或自己的下级')
    const self = await k.post('/SjyqList/EditProStructure', { Type: 'update', ID: a, ParentID: a })
    expect(self.body.Message).toContain('上级单项不能是自己或自己的下级')
    const move = await k.post('/SjyqList/EditProStructure', { Type: 'update', ID: a, ProId: other })
    expect(move.body).toMatchObject({ ErrorCode: '1', Message: '不能修改所属项目' })
    expect(await countRows()).toBe(before)
    expect((await k.row('structureRows', a))?.version).toBe(versionA)
  })

  it('keeps a row’s 业态/部位 (Usage) and refuses one not in the list, changing nothing', async () => {
    const id = await k.project()
    const row = await k.structureRow(id, { Project_Name: 'B区' })
    const set = await k.post('/SjyqList/EditProStructure', {
      Type: 'update',
      ID: row,
      Usage: '地下室',
    })
    expect(set.body.ErrorCode).toBe('0')
    const stored = await k.row('structureRows', row)
    expect(stored?.data['Usage']).toBe('地下室')
    const bad = await k.post('/SjyqList/EditProStructure', {
      Type: 'update',
      ID: row,
      Usage: '塔楼',
    })
    expect(bad.body).toMatchObject({ ErrorCode: '1', Message: '业态部位无效' })
    expect((await k.row('structureRows', row))?.version).toBe(stored?.version)
    // Back to '' (guess from the name) is a value of its own.
    const auto = await k.post('/SjyqList/EditProStructure', { Type: 'update', ID: row, Usage: '' })
    expect(auto.body.ErrorCode).toBe('0')
    expect((await k.row('structureRows', row))?.data['Usage']).toBe('')
  })

  it("refuses a row under another user's project with 403", async () => {
    const theirs = await k.project({}, 1)
    const res = await k.post('/SjyqList/EditProStructure', {
      Type: 'add',
      ID: randomUUID(),
      ProId: theirs,
      Project_Name: '混入',
    })
    expect(res.body).toMatchObject({ ErrorCode: '403', Message: '无权操作该记录' })
  })

  it('deleting a row deletes its children; any structure change un-confirms the project', async () => {
    const id = await k.project({ StructureConfirmed: '1' })
    const a = await k.structureRow(id)
    const b = await k.structureRow(id, { ParentID: a })
    const c = await k.structureRow(id, { ParentID: b })
    const keep = await k.structureRow(id)
    expect((await k.row('projects', id))?.data['StructureConfirmed']).toBe(0)
    const del = await k.post('/SjyqList/EditProStructure', { Type: 'delete', ID: a })
    expect(del.body.ErrorCode).toBe('0')
    expect((await k.row('structureRows', b))?.deleted).toBe(true)
    expect((await k.row('structureRows', c))?.deleted).toBe(true)
    expect((await k.row('structureRows', keep))?.deleted).toBe(false)
  })

  it('assigning rows to tenders keeps the structure confirmed; deleting a tender too', async () => {
    const id = await k.project()
    const row = await k.structureRow(id)
    const tender = randomUUID()
    await k.post('/Generate/EditTenders', {
      Type: 'add',
      ID: tender,
      ProId: id,
      Name: '第一标段',
      Sort: 1,
    })
    expect((await k.get('/SjyqList/SureProStructure', { ID: id })).body.ErrorCode).toBe('0')
    expect(
      (await k.post('/SjyqList/EditProStructure', { Type: 'update', ID: row, TenderID: tender }))
        .body.ErrorCode,
    ).toBe('0')
    expect((await k.row('projects', id))?.data['StructureConfirmed']).toBe(1)
    expect(
      (await k.post('/Generate/EditTenders', { Type: 'delete', ID: tender })).body.ErrorCode,
    ).toBe('0')
    expect((await k.row('structureRows', row))?.data['TenderID']).toBe('')
    expect((await k.row('projects', id))?.data['StructureConfirmed']).toBe(1)
    await k.post('/SjyqList/EditProStructure', { Type: 'update', ID: row, BuiltArea: 5 })
    expect((await k.row('projects', id))?.data['StructureConfirmed']).toBe(0)
  })

  it('replays are idempotent: the same mutation id answers the stored result and changes nothing', async () => {
    const id = await k.project()
    const rowId = randomUUID()
    const client = randomUUID()
    const headers = replay(client, 1)
    const first = await k.post(
      '/SjyqList/EditProStructure',
      { Type: 'add', ID: rowId, ProId: id, Project_Name: '一号楼', BuiltArea: '10', MultNum: '1' },
      0,
      headers,
    )
    expect(first.body).toMatchObject({ ErrorCode: '0', Data: { ID: rowId } })
    const again = await k.post(
      '/SjyqList/EditProStructure',
      { Type: 'add', ID: rowId, ProId: id, Project_Name: '改', BuiltArea: '20' },
      0,
      headers,
    )
    expect(again.body).toEqual(first.body)
    expect((await k.row('structureRows', rowId))?.data).toMatchObject({
      Project_Name: '一号楼',
      BuiltArea: 10,
    })
    // A rejected replay is recorded too and answers the same rejection.
    const badHeaders = replay(client, 2)
    const bad = await k.post(
      '/SjyqList/EditProStructure',
      { Type: 'update', ID: rowId, MultNum: '0' },
      0,
      badHeaders,
    )
    expect(bad.body).toMatchObject({ ErrorCode: '1', Message: '栋数必须是正整数' })
    expect(
      (
        await k.post(
          '/SjyqList/EditProStructure',
          { Type: 'update', ID: rowId, MultNum: '2' },
          0,
          badHeaders,
        )
      ).body,
    ).toEqual(bad.body)
    expect((await k.row('structureRows', rowId))?.data['MultNum']).toBe(1)
  })
})

describe('entity writes: tenders and folders', () => {
  it('deleting a tender clears TenderID on its rows; a row cannot join a tender of another project', async () => {
    const id = await k.project()
    const other = await k.project()
    const tender = randomUUID()
    const foreignTender = randomUUID()
    await k.post('/Generate/EditTenders', { Type: 'add', ID: tender, ProId: id, Name: '第一标段' })
    await k.post('/Generate/EditTenders', {
      Type: 'add',
      ID: foreignTender,
      ProId: other,
      Name: '第一标段',
    })
    const row = await k.structureRow(id, { TenderID: tender })
    const wrong = await k.post('/SjyqList/EditProStructure', {
      Type: 'update',
      ID: row,
      TenderID: foreignTender,
    })
    expect(wrong.body).toMatchObject({ ErrorCode: '1', Message: '标段不存在或不属于该项目' })
    const rename = await k.post('/Generate/EditTenders', { Type: 'update', ID: tender, Name: '  ' })
    expect(rename.body).toMatchObject({ ErrorCode: '1', Message: '标段名称不能为空' })
    expect(
      (await k.post('/Generate/EditTenders', { Type: 'delete', ID: tender })).body.ErrorCode,
    ).toBe('0')
    expect((await k.row('structureRows', row))?.data['TenderID']).toBe('')
  })

  it('deleting a folder moves its projects and sub-folders to its parent; folder cycles are refused', async () => {
    const [top, mid, leaf] = [randomUUID(), randomUUID(), randomUUID()]
    expect(
      (await k.post('/ProjectAndTemplate/EditClassify', { Type: 'add', ID: top, Name: '顶层' }))
        .body.ErrorCode,
    ).toBe('0')
    await k.post('/ProjectAndTemplate/EditClassify', {
      Type: 'add',
      ID: mid,
      Name: '中间',
      ParentID: top,
    })
    await k.post('/ProjectAndTemplate/EditClassify', {
      Type: 'add',
      ID: leaf,
      Name: '底层',
      ParentID: mid,
    })
    const cycle = await k.post('/ProjectAndTemplate/EditClassify', {
      Type: 'update',
      ID: top,
      ParentID: leaf,
    })
    expect(cycle.body).toMatchObject({
      ErrorCode: '1',
      Message: '上级文件夹不能是自己或自己的下级',
    })
    const project = await k.project({ FolderID: mid })
    const del = await k.get('/ProjectAndTemplate/DelClassify', { ID: mid })
    expect(del.body.ErrorCode).toBe('0')
    expect((await k.row('projects', project))?.data['FolderID']).toBe(top)
    expect((await k.table(project))?.folderId).toBe(top)
    expect((await k.row('folders', leaf))?.data['ParentID']).toBe(top)
    expect((await k.row('folders', mid))?.deleted).toBe(true)
  })

  it('a GET that writes needs the X-Token header or a sync client id (no cross-site GET)', async () => {
    const id = await k.project()
    const res = await k.app.request(`/api/SjyqList/DeleteProJect?ID=${id}`, {
      headers: { cookie: `token=${k.users[0]?.token ?? ''}` },
    })
    expect(res.status).toBe(403)
    expect((await k.t.db.select().from(syncRows).where(eq(syncRows.id, id)))[0]?.deleted).toBe(
      false,
    )
  })
})
