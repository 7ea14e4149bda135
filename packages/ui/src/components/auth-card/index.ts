export { AuthCard, type AuthCardProps } from './auth-card';
