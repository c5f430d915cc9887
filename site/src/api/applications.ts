import { useMutation } from '@tanstack/react-query';
import { teamApplicationFormData, type ConsultantApplicationInput, type TeamApplicationFields } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';

/** Query keys of the applications (team and consultant). */
export const applicationKeys = areaKeys('applications');

/** `POST /api/consultant-applications`: a 409 `ApiError` when the e-mail has applied before. */
export function useSubmitConsultantApplication() {
  return useMutation({
    mutationKey: applicationKeys.mutation('consultant'),
    mutationFn: (application: ConsultantApplicationInput) => api.consultants.submitConsultantApplication({ body: application }),
  });
}

export interface TeamApplicationUpload {
  application: TeamApplicationFields;
  resume: Blob;
  /** The share of the upload sent so far (0 to 1). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** `POST /submit_team-form`: the application and its resume as multipart, with upload progress. */
export function useSubmitTeamApplication() {
  return useMutation({
    mutationKey: applicationKeys.mutation('team'),
    mutationFn: ({ application, resume, onUploadProgress, signal }: TeamApplicationUpload) =>
      api.applications.submitTeamApplication({ body: teamApplicationFormData(application, resume) }, { onUploadProgress, signal }),
  });
}
