export { default, generateMetadata } from '../../cyl/qyxq/page';

// /qyhx/index_back?id= - the older entry of the company profile: the same page, so old links
// keep working with their id.
