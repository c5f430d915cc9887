import { useMutation } from '@tanstack/react-query';
import type { ProjectBriefInput } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';

/** Query keys of the project briefs (docs/product.md §3.1). */
export const briefKeys = areaKeys('briefs');

/** `POST /submit-form`: sends a project brief; rejects with the client's `ApiError` (`useApiForm` reads it). */
export function useSubmitProjectBrief() {
  return useMutation({
    mutationKey: briefKeys.mutation('submit'),
    mutationFn: (brief: ProjectBriefInput) => api.briefs.submitProjectBrief({ body: brief }),
  });
}
