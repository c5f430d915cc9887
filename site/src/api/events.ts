import { useMutation } from '@tanstack/react-query';
import type { ReservationInput } from '@orisun/api';
import * as api from './client/index.ts';
import { areaKeys } from './queryKeys.ts';

/** Query keys of the event reservations. */
export const reservationKeys = areaKeys('reservations');

/** `POST /reservation`: a seat at an event; a 409 `ApiError` when it is full or already reserved, 404 when past or unknown. */
export function useReserveSeat() {
  return useMutation({
    mutationKey: reservationKeys.mutation('reserve'),
    mutationFn: (reservation: ReservationInput) => api.events.reserveEventSeat({ body: reservation }),
  });
}
