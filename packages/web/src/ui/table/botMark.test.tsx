/** Issue 19 #9: a person named "bot" does not look like a bot; the bot badge comes from the seat's flag. */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { GameView, SeatInfo, TableInfo } from '@tenace/protocol';
import { createI18n } from '../../i18n/index.ts';
import { AppContext, type AppContextValue } from '../context.ts';
import { SeatHand } from './seats.tsx';

const ctx = { t: createI18n('en').getFixedT('en') } as unknown as AppContextValue;
const root = document.createElement('div');

afterEach(() => {
  render(null, root);
});

const view = {
  mode: 'minibridge',
  seat: 'S',
  hands: { N: [], E: [], S: [], W: [] },
  handSizes: { N: 0, E: 0, S: 0, W: 0 },
  legalCards: [],
  toPlay: null,
  toAct: null,
  dealer: 'S',
  declarer: null,
  dummy: null,
  contract: null,
} as unknown as GameView;

async function seatW(w: SeatInfo): Promise<HTMLElement> {
  const seat = (s: Partial<SeatInfo>): SeatInfo => ({
    name: null,
    human: false,
    connected: false,
    bot: true,
    ...s,
  });
  const info = { seats: { N: seat({}), E: seat({}), S: seat({}), W: w } } as unknown as TableInfo;
  await act(() => {
    render(
      <AppContext.Provider value={ctx}>
        <SeatHand view={view} info={info} seat="W" pos="left" dealt={null} act={() => undefined} />
      </AppContext.Provider>,
      root,
    );
  });
  return root.querySelector<HTMLElement>('[data-testid="seat-W"]')!;
}

describe('a person named bot is not shown as a bot (issue 19 #9)', () => {
  it('a person called "bot" gets their name in quotes and no bot badge', async () => {
    const el = await seatW({ name: 'bot', human: true, connected: true, bot: false });
    expect(el.querySelector('[data-testid="bot-W"]')).toBeNull();
    expect(el.querySelector('.person-name')!.textContent).toBe('“bot”');
  });

  it('a bot seat gets the badge and no name', async () => {
    const el = await seatW({ name: null, human: false, connected: false, bot: true });
    expect(el.querySelector('[data-testid="bot-W"]')!.textContent).toBe('bot');
    expect(el.querySelector('.person-name')).toBeNull();
  });

  it('a name with bidi characters is isolated from the seat label', async () => {
    const el = await seatW({ name: 'ليلى', human: true, connected: true, bot: false });
    expect(el.querySelector('.person-name bdi')!.textContent).toBe('ليلى');
  });
});
