import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { emptyCode, OneTimeCodeInput } from './one-time-code-input.tsx';

function CodeField({ error }: { error?: string }) {
  const [digits, setDigits] = useState(() => emptyCode(6));
  return (
    <>
      <OneTimeCodeInput id="code" legend="Code from the e-mail" digits={digits} onChange={setDigits} error={error} />
      <output data-testid="code">{digits.map((digit) => digit || '_').join('')}</output>
    </>
  );
}

function setup(error?: string) {
  const user = userEvent.setup();
  render(<CodeField error={error} />);
  const boxes = Array.from({ length: 6 }, (_, index) =>
    screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }),
  );
  const code = () => screen.getByTestId('code').textContent;
  return { user, boxes, code };
}

test('six numeric boxes in a group named after the code', () => {
  const { boxes } = setup();
  expect(screen.getByRole('group', { name: 'Code from the e-mail' })).toBeInTheDocument();
  expect(boxes).toHaveLength(6);
  for (const box of boxes) expect(box).toHaveAttribute('inputmode', 'numeric');
  expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
});

test('typing puts one digit in each box and moves focus along', async () => {
  const { user, boxes, code } = setup();
  await user.click(boxes[0]!);
  await user.keyboard('4821');
  expect(code()).toBe('4821__');
  expect(boxes[4]).toHaveFocus();
  await user.keyboard('07');
  expect(code()).toBe('482107');
  expect(boxes[5]).toHaveFocus();
});

test('letters and signs are ignored: digits only', async () => {
  const { user, boxes, code } = setup();
  await user.click(boxes[0]!);
  await user.keyboard('a');
  expect(boxes[0]).toHaveValue('');
  expect(boxes[0]).toHaveFocus();
  await user.keyboard('-1b.2');
  expect(code()).toBe('12____');
  expect(boxes[2]).toHaveFocus();
});

test('typing over a filled box replaces its digit', async () => {
  const { user, boxes, code } = setup();
  await user.click(boxes[0]!);
  await user.keyboard('123');
  await user.click(boxes[1]!);
  await user.keyboard('9');
  expect(code()).toBe('193___');
  expect(boxes[2]).toHaveFocus();
});

test('Backspace clears a digit, and in an empty box goes back and clears the one before', async () => {
  const { user, boxes, code } = setup();
  await user.click(boxes[0]!);
  await user.keyboard('123');
  expect(boxes[3]).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(code()).toBe('12____');
  expect(boxes[2]).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(code()).toBe('1_____');
  expect(boxes[1]).toHaveFocus();
});

test('arrow keys move between the boxes', async () => {
  const { user, boxes } = setup();
  await user.click(boxes[2]!);
  await user.keyboard('{ArrowLeft}');
  expect(boxes[1]).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(boxes[3]).toHaveFocus();
});

test('pasting the whole code fills every box, whichever box has focus', async () => {
  const { user, boxes, code } = setup();
  await user.click(boxes[3]!);
  await user.paste('905 112');
  expect(code()).toBe('905112');
  expect(boxes[5]).toHaveFocus();
});

test('pasting part of a code fills from the focused box; pasted text without digits changes nothing', async () => {
  const { user, boxes, code } = setup();
  await user.click(boxes[2]!);
  await user.paste('78');
  expect(code()).toBe('__78__');
  expect(boxes[4]).toHaveFocus();
  await user.paste('abc');
  expect(code()).toBe('__78__');
});

test('an error is tied to every box and marks them invalid', () => {
  const { boxes } = setup('That code is not right.');
  const message = screen.getByText('That code is not right.');
  for (const box of boxes) {
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toContain(message.closest('p')?.id);
  }
});
