export { PostBody, postBodyLinkRel, type PostBodyProps, type PostBodySegment } from './PostBody.tsx';
