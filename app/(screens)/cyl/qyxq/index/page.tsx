export { default, generateMetadata } from '../page';

// /cyl/qyxq/index?id= - the profile's index child: the same page.
