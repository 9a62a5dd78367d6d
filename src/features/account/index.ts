// The account feature's public surface. The root layout should mount LoginDialogHost from
// './login-dialog-host' (imported directly, so this index and zod stay out of the first load);
// the /Page/personalCenter route renders PersonalCenter.
export { LoginDialog } from './components/login-dialog'
export { SliderCaptcha } from './components/slider-captcha'
export { PersonalCenter } from './personal-center/personal-center'
export { LoginDialogHost, logoutCommand } from './login-dialog-host'
