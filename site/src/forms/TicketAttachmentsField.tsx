import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  attachmentExtension,
  ticketAttachmentAccept,
  ticketAttachmentMaxBytes,
  ticketAttachmentMaxFiles,
  ticketAttachmentMessages,
  ticketAttachmentTypes,
} from '@orisun/api';
import { FilesField } from '@orisun/ui';
import * as m from '#messages';

export interface TicketAttachmentsCopy {
  label: string;
  hint: string;
  choose: string;
  empty: string;
}

/** A chosen file's type as people know it, from its name (the server decides by its content). */
function typeLabel(file: File): string {
  const extension = attachmentExtension(file.name) === '.jpeg' ? '.jpg' : attachmentExtension(file.name);
  return ticketAttachmentTypes.find((t) => t.extension === extension)?.label ?? m.forms_attachmentTypeFallback();
}

/**
 * The attachments of a desk message (the support form, a customer's reply, a staff response): images and PDFs, up to
 * three of 5 MB, with the contract's limits and sentences, as a react-hook-form field named `name` (its value: the
 * chosen `File`s). A 400 or 413 on `attachments` from the server shows here too.
 */
export function TicketAttachmentsField<T extends FieldValues>({
  control,
  name,
  copy,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  copy: TicketAttachmentsCopy;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FilesField
          label={copy.label}
          hint={copy.hint}
          chooseLabel={copy.choose}
          emptyLabel={copy.empty}
          accept={ticketAttachmentAccept}
          maxBytes={ticketAttachmentMaxBytes}
          maxFiles={ticketAttachmentMaxFiles}
          messages={ticketAttachmentMessages}
          typeLabel={typeLabel}
          name={field.name}
          onBlur={field.onBlur}
          value={(field.value as File[] | undefined) ?? []}
          onValueChange={(files) => field.onChange(files)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
