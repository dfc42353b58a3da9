import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tutorialTitle } from '../api/video-tutorials';
import { fakeApi, renderAt } from '../test/render';
import { VideoTutorialsPage } from './video-tutorials-page';

describe('Video Tutorials', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the tutorials and plays the one chosen', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ body: ['paying-fees-online.webm', 'recording_a_payment.mp4'] })).fetch,
    );
    renderAt('/video-tutorials', <VideoTutorialsPage />);
    const second = await screen.findByRole('button', { name: 'Recording a payment' });
    const player = screen.getByTestId('tutorial-player');
    expect(player.getAttribute('src')).toBe('/tutorials/paying-fees-online.webm');
    await userEvent.click(second);
    expect(screen.getByTestId('tutorial-player').getAttribute('src')).toBe(
      '/tutorials/recording_a_payment.mp4',
    );
    expect(second.getAttribute('aria-current')).toBe('true');
  });

  it('says so when there are none, and shows a failure', async () => {
    vi.stubGlobal('fetch', fakeApi(() => ({ body: [] })).fetch);
    renderAt('/video-tutorials', <VideoTutorialsPage />);
    expect(await screen.findByText('No video tutorials yet.')).toBeTruthy();
  });

  it('titles a file name for people', () => {
    expect(tutorialTitle('paying-fees-online.webm')).toBe('Paying fees online');
  });
});
