import {
  DEFAULT_STANDARD_VERSION,
  LIMITS,
  type ProjectDoc,
  type ProjectMember,
  type StandardVersion,
  type StructureType,
} from '@/domain/projects/model'
import type { ProjectRecord } from '../hooks/project-calls'

/** The project dialog's form state and its checks (pure, tested without the DOM). */
export interface ProjectFormState {
  name: string
  type: string
  city: string
  year: string
  standard: StandardVersion
  structure: StructureType | ''
  description: string
  cover: string
  members: ProjectMember[]
}

export type ProjectFormErrors = Partial<Record<'name' | 'year' | 'description', string>>

export function initialForm(
  project: ProjectRecord | undefined,
  now = new Date(),
): ProjectFormState {
  if (!project) {
    return {
      name: '',
      type: '住宅',
      city: '',
      year: String(now.getFullYear()),
      standard: DEFAULT_STANDARD_VERSION,
      structure: '',
      description: '',
      cover: '',
      members: [],
    }
  }
  return {
    name: project.Project_Name,
    type: project.ProjectType,
    city: project.City,
    year: project.Year === null ? '' : String(project.Year),
    standard: project.StandardVersion,
    structure: project.StructureType,
    description: project.Description,
    cover: project.Cover,
    members: project.Members,
  }
}

export function validateForm(f: ProjectFormState): ProjectFormErrors {
  const errors: ProjectFormErrors = {}
  const name = f.name.trim()
  if (name === '') errors.name = '请输入项目名称'
  else if (name.length > LIMITS.nameMax) errors.name = `项目名称不能超过${LIMITS.nameMax}个字`
  const year = f.year.trim()
  if (year !== '' && !(/^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= 2100))
    errors.year = '请输入1900~2100之间的年份'
  if (f.description.length > LIMITS.descriptionMax)
    errors.description = `项目描述不能超过${LIMITS.descriptionMax}个字`
  return errors
}

/** The ProjectDoc fields the form edits. */
export function formFields(
  f: ProjectFormState,
): Pick<
  ProjectDoc,
  | 'Project_Name'
  | 'ProjectType'
  | 'City'
  | 'Year'
  | 'StandardVersion'
  | 'StructureType'
  | 'Description'
  | 'Cover'
  | 'Members'
> {
  return {
    Project_Name: f.name.trim(),
    ProjectType: f.type,
    City: f.city,
    Year: f.year.trim() === '' ? null : Number(f.year.trim()),
    StandardVersion: f.standard,
    StructureType: f.structure,
    Description: f.description,
    Cover: f.cover,
    Members: f.members,
  }
}
