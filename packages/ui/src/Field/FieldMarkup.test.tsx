import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlProblems } from '@orisun/test-support/html';
import { TextField } from '../TextField/TextField.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { Select } from '../Select/Select.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { FileField } from '../FileField/FileField.tsx';

/** The server-rendered (prerendered) markup of every field is valid HTML, in each state. */
describe('field markup (SSR)', () => {
  it('is valid HTML with hints, errors and required marks', async () => {
    const html = renderToStaticMarkup(
      <form>
        <TextField label="Email" type="email" hint="Work address" error="Enter an e-mail address" required />
        <TextArea label="Details" showCount maxLength={500} error="Tell us more" />
        <Select label="Type" placeholder="Choose" options={[{ value: 'a', label: 'A' }]} hint="Pick one" />
        <Checkbox label="I accept the terms" required error="Accept the terms" />
        <FileField label="Resume" accept=".pdf" maxBytes={5 * 1024 * 1024} hint="Up to 5 MB" />
      </form>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });
});
