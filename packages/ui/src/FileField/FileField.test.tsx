import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FileField, fileMatchesAccept, formatFileSize } from './FileField.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

describe('formatFileSize', () => {
  it('reads like people write sizes', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(14 * 1024)).toBe('14 KB');
    expect(formatFileSize(1.25 * MB)).toBe('1.3 MB');
    expect(formatFileSize(5 * MB)).toBe('5 MB');
    expect(formatFileSize(12.4 * MB)).toBe('12 MB');
  });
});

describe('fileMatchesAccept', () => {
  it('matches extensions, exact types and wildcards', () => {
    expect(fileMatchesAccept(fileOf('CV.PDF', 1), '.pdf,.docx')).toBe(true);
    expect(fileMatchesAccept(fileOf('cv.exe', 1, 'application/x-msdownload'), '.pdf,.docx')).toBe(false);
    expect(fileMatchesAccept(fileOf('a.png', 1, 'image/png'), 'image/*')).toBe(true);
    expect(fileMatchesAccept(fileOf('a', 1, 'application/pdf'), 'application/pdf')).toBe(true);
  });
});

describe('FileField', () => {
  it('is a labelled, keyboard-reachable file input with the accept list', async () => {
    const { container } = render(<FileField label="Resume" hint="PDF, DOC or DOCX, up to 5 MB" accept=".pdf,.doc,.docx" />);
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toHaveAccessibleDescription('PDF, DOC or DOCX, up to 5 MB No file chosen');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('shows the chosen file name and size and reports the file', async () => {
    const onFileChange = vi.fn();
    render(<FileField label="Resume" accept=".pdf" maxBytes={5 * MB} onFileChange={onFileChange} />);
    const file = fileOf('ada-cv.pdf', 1.5 * MB);
    await userEvent.upload(screen.getByLabelText('Resume'), file);
    expect(screen.getByText('ada-cv.pdf, 1.5 MB')).toBeInTheDocument();
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByLabelText('Resume')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a file over maxBytes on choice, explaining it in place', async () => {
    const onFileChange = vi.fn();
    const { container } = render(<FileField label="Resume" accept=".pdf" maxBytes={5 * MB} onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Resume');
    await userEvent.upload(input, fileOf('huge.pdf', 5 * MB + 1));
    expect(screen.getByText('The file is larger than 5 MB.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/The file is larger than 5 MB\./);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    await expectNoAxeViolations(container);

    // A fitting file clears the refusal.
    await userEvent.upload(input, fileOf('ok.pdf', 5 * MB));
    expect(screen.queryByText('The file is larger than 5 MB.')).not.toBeInTheDocument();
    expect(screen.getByText('ok.pdf, 5 MB')).toBeInTheDocument();
  });

  it('refuses a file outside the accept list (a drop bypasses the picker filter)', async () => {
    render(<FileField label="Resume" accept=".pdf,.doc,.docx" />);
    await userEvent.upload(screen.getByLabelText('Resume'), fileOf('run.exe', 10, 'application/x-msdownload'), { applyAccept: false });
    expect(screen.getByText('This type of file cannot be used. Choose a .pdf, .doc or .docx file.')).toBeInTheDocument();
  });

  it('shows the form error when its own check has nothing to say', () => {
    render(<FileField label="Resume" required error="Attach your resume" />);
    const input = screen.getByLabelText(/Resume/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('No file chosen Attach your resume');
  });

  it('takes register() unchanged and submits the FileList', async () => {
    const schema = z.object({
      resume: z.custom<FileList>((v) => v instanceof FileList && v.length === 1, 'Attach your resume'),
    });
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });
      return (
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <FileField label="Resume" accept=".pdf" maxBytes={5 * MB} error={formState.errors.resume?.message as string | undefined} {...register('resume')} />
          <button type="submit">Apply</button>
        </form>
      );
    }
    render(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Attach your resume')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Resume'), fileOf('cv.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect((onValid.mock.calls[0]![0] as { resume: FileList }).resume[0]!.name).toBe('cv.pdf');
  });

  it("forgets the chosen file when the form is reset (react-hook-form's reset() too)", async () => {
    function Form() {
      const { register, reset } = useForm();
      return (
        <form>
          <FileField label="Resume" accept=".pdf" {...register('resume')} />
          <button type="button" onClick={() => reset()}>
            Start again
          </button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.upload(screen.getByLabelText('Resume'), fileOf('cv.pdf', 2048));
    expect(screen.getByText('cv.pdf, 2 KB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByText('No file chosen')).toBeInTheDocument();
  });
});
