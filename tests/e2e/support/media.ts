export { png, wav } from '../../../server/src/app/seed/demo-media';
