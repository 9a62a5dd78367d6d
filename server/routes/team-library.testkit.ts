import { asc } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  teamFileAuthority,
  teamFileComments,
  teamFileItems,
  teamFiles,
  teamFolders,
  materialPackages,
} from '../db/schema/index.ts'
import { call } from '../test/harness.ts'
import { teamKit } from './teams.testkit.ts'

export interface Item {
  Name: string
  Unit?: string
  Spec?: string
  Code?: string
  PriceTax: string
  PriceNoTax?: string
  Period?: string
}

/** Three materials, one of each shape a price list has (code and spec, unit only, spec only). */
export const STEEL = [
  { Code: 'R12', Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', PriceTax: '3600' },
  { Name: '中砂', Unit: '立方米', PriceTax: '190' },
  { Name: '水泥', Spec: 'P.O 42.5', PriceTax: '480' },
]

/**
 * The team library tests' set-up (docs/team-library.md) on top of teamKit: personal price
 * packages made through MaterialPrice/InsertData, a team with 甲 (0) the administrator and 乙 (1)
 * a member (丙, 2, outside), uploads, and a snapshot of every team and library row.
 */
export function libraryKit() {
  const kit = teamKit()
  const { people, get, post, ok, newTeam, addByPhone } = kit

  /** A personal package of `who` with `items` (TaxRate 0 unless given: 含税 = 除税). */
  const newPackage = async (
    who: number,
    name: string,
    items: Item[],
    over: Record<string, string> = {},
  ) => {
    const res = await call(kit.app(), '/api/MaterialPrice/InsertData', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'X-Token': people[who]?.token ?? '',
      },
      body: new URLSearchParams({
        Package: JSON.stringify({
          Type: 1,
          Name: name,
          Province: '广东',
          City: '深圳',
          Period: '2026-05',
          ...over,
        }),
        Items: JSON.stringify(
          items.map((i) => ({ Code: '', Spec: '', Unit: 't', TaxRate: '0', ...i })),
        ),
      }).toString(),
    })
    return ok<{ PackageID: string }>(res).PackageID
  }

  /** A team of 甲 (administrator) with 乙 as a member. */
  const newLibraryTeam = async (name: string) => {
    const id = await newTeam(name)
    ok(await addByPhone(id, 1))
    return id
  }

  const uploadAs = async (
    who: number,
    TeamId: string,
    PackageID: string,
    extra: Record<string, string> = {},
  ) =>
    ok<{ ID: string; Status: number }>(
      await get('UploadTeamLibrary', { TeamId, PackageID, ...extra }, who),
    )

  const addFolder = async (TeamId: string, Name: string, ParentId = '') =>
    ok<{ ID: string }>(
      await post('OperatingPricPackage', { Type: 'addFolder', TeamId, ParentId, Name }),
    ).ID

  const listNames = async (
    who: number,
    TeamId: string,
    FolderId = '',
    extra: Record<string, string> = {},
  ) =>
    ok<{ Name: string }[]>(
      await get('GetGetPricPackageList', { TeamId, FolderId, ...extra }, who),
    ).map((f) => f.Name)

  const message = (res: { body: { ErrorCode: string; Message: string } }) => {
    expect(res.body.ErrorCode).toBe('1')
    return res.body.Message
  }

  async function snapshot(): Promise<unknown> {
    const db = kit.db()
    return {
      teams: await kit.snapshot(),
      folders: await db.select().from(teamFolders).orderBy(asc(teamFolders.id)),
      files: await db.select().from(teamFiles).orderBy(asc(teamFiles.id)),
      items: await db.select().from(teamFileItems).orderBy(asc(teamFileItems.id)),
      authority: await db.select().from(teamFileAuthority).orderBy(asc(teamFileAuthority.id)),
      comments: await db.select().from(teamFileComments).orderBy(asc(teamFileComments.id)),
      packages: await db.select().from(materialPackages).orderBy(asc(materialPackages.id)),
    }
  }

  return { ...kit, snapshot, newPackage, newLibraryTeam, uploadAs, addFolder, listNames, message }
}
