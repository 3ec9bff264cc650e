/** Resolves in the task after the next frame (at once in a hidden page, which draws none). */
export const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') next();
    else requestAnimationFrame(next);
  });
