export { Banner, type BannerProps } from './banner';
