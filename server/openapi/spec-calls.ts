/**
 * SPEC §7's calls as data (the list the product must answer), grouped by SPEC's own headings.
 * `npm run spec-coverage` prints how many the registry implements; spec-calls.test.ts fails when
 * a registered call is neither here nor marked beyondSpec. SPEC names the back office's
 * history-recovery call without a path: it is listed as Backstage/RecoverHistory.
 */
export const SPEC_CALLS: Readonly<Record<string, readonly string[]>> = {
  账户: [
    'index/UserLogion',
    'index/UserRegister',
    'index/CodeCheck',
    'index/GetMsg',
    'Command/Logout',
    'index/UpdatePhone',
    'Command/GetUser_Authority',
    'Command/CommandUpload_Img',
    'Command/CommandFile',
    'Command/UploadExcelOfBZ',
  ],
  首页与列表: [
    'index/GetSum',
    'SjyqList/GetProjectList',
    'Index/GetTypeSummary',
    'Index/GetIndexTypeCount',
    'Index/GetNewProjectList',
  ],
  项目与模板: [
    'ProjectAndTemplate/GetProjectList',
    'ProjectAndTemplate/GetFolderList',
    'ProjectAndTemplate/GetProjectFolderList',
    'ProjectAndTemplate/DelClassify',
    'ProjectAndTemplate/UpdateClassify',
    'ProjectAndTemplate/GetShoppingCartList',
    'ProjectAndTemplate/TemplateOperation',
    'ProjectAndTemplate/EditClassify',
    'ProjectAndTemplate/EditClassifyAll',
    'ProjectAndTemplate/DeleteOfAll',
    'ProjectAndTemplate/ReleaseProject',
    'ProjectAndTemplate/OperationShoppingCart',
    'ProjectAndTemplate/NEWEditClassify',
    'SjyqList/EditProject',
    'SjyqList/EditProStructure',
    'SjyqList/EditProStructureMore',
    'SjyqList/EditProject_Members',
    'SjyqList/TemplateMerge',
    'SjyqList/GetProjectInfo',
    'SjyqList/GetProStructure',
    'SjyqList/GetProStruDetail',
    'SjyqList/GetPro',
    'SjyqList/BrandConfigure',
    'SjyqList/SureProStructure',
    'SjyqList/DeleteProJect',
    'SjyqList/GetAccount_Information',
    'Command/UporDown',
    'Command/MoveupOrdown',
    'Command/GetDefaultPicture',
    'Command/DownloadTemplate',
    'MyStandard/GetPricePackage',
  ],
  交易中心: [
    'Shop/GetProjectInfo',
    'Shop/GetRightList',
    'Shop/GettButtomList',
    'Shop/SetBroThumbs',
    'Shop/EscCollection',
  ],
  标段: [
    'Generate/GetTenders',
    'Generate/ChangeTenders',
    'Generate/EditTenders',
    'Generate/GetExcel',
  ],
  回标分析: benchmarking('Benchmarking', []),
  对标分析: benchmarking('NewBenchmarking', [
    'GetNewPZ',
    'GetElseInfo',
    'GetTabInfo',
    'GetDataFrom',
    'GetPZofGN',
  ]),
  调价: [
    'EditScheme',
    'EditDimension',
    'UpdateTitleData',
    'EditContract',
    'EditTwoConfig',
    'EditThreeConfig',
    'EditThreeConfigOfOne',
    'EditGN',
    'EditSign',
    'GetPZByWD',
    'GetSchemes',
    'CopySave',
    'GetDimension',
    'GetTitleData',
    'GetContract',
    'GetSign',
    'GetLevelOfGN',
    'GetLevelOfXT',
    'GetPZ',
    'GetPZChild',
    'ResetData',
    'GetPZByOne',
    'GetLevel',
  ].map((n) => `ModifyPrice/${n}`),
  估算: [
    'EvaluationDefault_Matching',
    'EvaluationTotalarea',
    'EvaluationArea_Number',
    'GetProInfo',
    'GetGN',
    'GetXTZY',
    'GetPZ',
    'GetPZInfo',
    'SynchronousFileClearing',
    'GetBrandDetail',
    'GetBrandDetailFromCJK',
    'OperationProStructure',
    'EditSubInfo',
  ].map((n) => `Index/${n}`),
  后台: [
    ...[
      'GetFunctionalData',
      'GetProjectData',
      'GetMaterialData',
      'GetHistory',
      'GetOptions',
      'GetUserPower',
      'GetTagSettingsList',
      'UpdateFunctionalData',
      'UpdateMaterialData',
      'RecoverHistory',
    ].map((n) => `Backstage/${n}`),
    ...[
      'GetHeads',
      'GetMaterialData',
      'GetHistory',
      'GetFrom',
      'UpdateHeads',
      'BatchUpdate',
      'InsertData',
    ].map((n) => `MaterialPrice/${n}`),
  ],
  团队: [
    'OperationTeam',
    'OperatingPricPackage',
    'UploadTeam_Img',
    'OperationGrouping',
    'OperationMember',
    'EditCommentsFile',
    'OperationMemberGrouping',
    'OperationTeamFileAuthority',
    'CopyToFolder',
    'Data_ReviewFile',
    'GetTeamList',
    'GetGetPricPackageListClick',
    'GetGroupingCount',
    'GetTeamIdMemberList',
    'GetMergeData',
    'MergeData',
    'GetCommentsFile',
    'LeaveTeam',
    'GetFileAuthorityList',
    'GetGetPricPackageList',
    'GetCopyandMove',
    'GetFileProperties',
    'TransferAdministrators',
    'GetTeam_MemberAuthority',
    'UploadTeamLibrary',
    'RecallUpload',
    'FileSharing',
    'GetReviewFileList',
    'SubDataToFolder',
    'UpdateFileStatus',
  ].map((n) => `PTMaterialPrice/${n}`),
}

function benchmarking(area: string, extra: readonly string[]): string[] {
  const shared = [
    'GetProsInfo',
    'GetAll',
    'GetCosts',
    'GetDI',
    'GetOriginalProject',
    'GetAlreadyPro',
    'ChangeLevel',
    'CheckState',
    'GetSchemes',
    'GetSchemesByID',
    'CopySchemes',
    'GetCostsValue',
    'GetResults',
    'EditProject_ComparisonScheme',
    'EditScheme',
  ]
  return [...shared, ...extra].map((n) => `${area}/${n}`)
}

export interface CoverageRow {
  group: string
  implemented: number
  total: number
  missing: string[]
}

/** Which SPEC calls the registry answers, per group (paths compared in any letter case). */
export function specCoverage(registered: readonly { path: string }[]): CoverageRow[] {
  const have = new Set(registered.map((c) => c.path.slice(1).toLowerCase()))
  return Object.entries(SPEC_CALLS).map(([group, paths]) => {
    const missing = paths.filter((p) => !have.has(p.toLowerCase()))
    return { group, implemented: paths.length - missing.length, total: paths.length, missing }
  })
}

/** Registered paths that are in SPEC (lower-cased, without the leading slash). */
export const SPEC_PATHS: ReadonlySet<string> = new Set(
  Object.values(SPEC_CALLS)
    .flat()
    .map((p) => p.toLowerCase()),
)
