export { TeamCenter } from './team-center'
export { MemberManage } from './member-manage'
export { ConfirmScreen } from './confirm-screen'
