import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().min(2, 'Name must be at least 2 characters'),
  colour: z.string(),
});

function NameForm({
  onRender,
  onValid,
  lazy = false,
}: {
  onRender?: () => void;
  onValid?: (values: z.output<typeof schema>) => void;
  lazy?: boolean;
}) {
  onRender?.();
  const { register, handleSubmit, control, formState } = useZodForm(
    lazy ? async () => schema : schema,
    { defaultValues: { name: '', colour: 'gold' } },
  );
  const colour = useWatch({ control, name: 'colour' });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit((values) => onValid?.(values))(event)}>
      <label>
        Name
        <input {...register('name')} />
      </label>
      {formState.errors.name && <p role="alert">{formState.errors.name.message}</p>}
      <label>
        Colour
        <input {...register('colour')} />
      </label>
      <output>Chosen: {colour}</output>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('renders a form once as it mounts', () => {
    const onRender = vi.fn();
    render(<NameForm onRender={onRender} />);
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('shows the schema message on submit and clears it as the field is corrected', async () => {
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} lazy />);
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Name must be at least 2 characters',
    );
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'mal');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Amal', colour: 'gold' }));
  });

  it('re-renders with a watched value as it changes', async () => {
    render(<NameForm />);
    expect(screen.getByText('Chosen: gold')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Colour'));
    await userEvent.type(screen.getByLabelText('Colour'), 'teal');
    expect(screen.getByText('Chosen: teal')).toBeInTheDocument();
  });

  it('keeps what was typed into a prerendered form before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'Layla';
    const onValid = vi.fn();
    const onRender = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <NameForm onValid={onValid} onRender={onRender} />),
    );
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('Layla');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Layla', colour: 'gold' }));
    act(() => root.unmount());
    container.remove();
  });
});
