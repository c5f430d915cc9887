export { Pagination, paginationItems, type PaginationProps, type PaginationItem } from './Pagination.tsx';
