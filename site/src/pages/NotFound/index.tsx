import { notFound } from '../../content/notFound.ts';

export default function NotFoundPage() {
  return <h1>{notFound.title}</h1>;
}
