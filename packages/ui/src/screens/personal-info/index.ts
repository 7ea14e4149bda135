export { PersonalInfoScreen, type PersonalInfoScreenProps } from './personal-info-screen';
