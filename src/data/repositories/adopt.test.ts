import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { adoptVisitorData } from './adopt'
import { getClientId } from './meta'
import { addProject, listProjectRecords } from './projects'
import { allEntries } from './outbox-store'

describe('adopting edits made while signed out', () => {
  it('moves the visitor rows and unsent outbox entries into the user database, after the user’s own, once', async () => {
    const visitor = createDb('adopt-visitor')
    const user = createDb('adopt-user')
    await addProject(user, { Project_Name: '用户已有' })
    await addProject(visitor, { Project_Name: '登录前新建' })
    const visitorEntries = await allEntries(visitor)

    expect(await adoptVisitorData(visitor, user)).toBe(1)
    const names = (await listProjectRecords(user)).map((p) => p.Project_Name)
    expect(names.sort()).toEqual(['用户已有', '登录前新建'].sort())
    const outbox = await allEntries(user)
    expect(outbox.map((e) => e.payload['Project_Name'])).toEqual(['用户已有', '登录前新建'])
    expect(outbox[1]).toMatchObject({
      mutationId: visitorEntries[0]?.mutationId,
      clientId: await getClientId(user),
      status: 'pending',
    })
    expect((await allEntries(visitor)).length).toBe(0)
    expect(await visitor.projects.count()).toBe(0)

    // Nothing left to adopt; a second run changes nothing.
    expect(await adoptVisitorData(visitor, user)).toBe(0)
    expect((await allEntries(user)).length).toBe(2)
  })
})
