import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { priceProject } from '../../server/test/bill.ts'
import { apiToken, registerByApi, uniquePhone } from './account-support.ts'

// A released template made through the API by a new author (trading.spec.ts, navigation.spec.ts).

export interface Released {
  id: string
  name: string
  author: string
  city: string
}

/** Registers an author, creates a project with a priced bill and releases it as a template (all through the API). */
export async function releaseTemplate(
  request: APIRequestContext,
  names: Partial<Omit<Released, 'id'>> = {},
): Promise<Released> {
  const run = String(Date.now() % 1_000_000).padStart(6, '0')
  const name = names.name ?? `滨江${run}住宅模板`
  const author = names.author ?? `作者${run}`
  const city = names.city ?? '杭州'
  const phone = uniquePhone()
  await registerByApi(request, phone, author)
  const token = await apiToken(request, phone)
  const headers = { 'X-Token': token }
  const id = randomUUID()
  const created = await request.post('/api/SjyqList/EditProject', {
    headers,
    form: {
      Type: 'add',
      ID: id,
      Project_Name: name,
      ProjectType: '住宅',
      City: city,
      Year: '2024',
      BuiltArea: '12000',
      SellArea: '10000',
      TotalCost: '42000000',
    },
  })
  expect((await created.json()) as unknown).toMatchObject({ ErrorCode: '0' })
  // Release needs a priced bill: one building with the shared small bill.
  const rowId = randomUUID()
  const row = await request.post('/api/SjyqList/EditProStructure', {
    headers,
    form: {
      Type: 'add',
      ID: rowId,
      ProId: id,
      Project_Name: '1#楼',
      BuiltArea: '12000',
      InArea: '9000',
      SellArea: '10000',
      MultNum: '1',
    },
  })
  expect((await row.json()) as unknown).toMatchObject({ ErrorCode: '0' })
  await priceProject(
    async (path, form) => ({
      body: (await (await request.post(`/api${path}`, { headers, form })).json()) as {
        ErrorCode: string
      },
    }),
    id,
    rowId,
  )
  const released = await request.post('/api/ProjectAndTemplate/ReleaseProject', {
    headers,
    form: {
      ID: id,
      City: city,
      ProjectType: '住宅',
      Year: '2024',
      Price: '99.5',
      ReleaseNotes: '含土建与安装。',
    },
  })
  const answer = (await released.json()) as { ErrorCode: string; Data: { ID: string } }
  expect(answer).toMatchObject({ ErrorCode: '0' })
  // The release is a template of its own (docs/api-shop.md "Versions"); the project stays.
  return { id: answer.Data.ID, name, author, city }
}
