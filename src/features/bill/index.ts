export { BillScreen } from './bill-screen'
export { ReportScreen } from './report/report-screen'
