"""Widget latency in real JupyterLab and Chromium, at 1,400 x 1,000 with the file browser open:

- step -> DOM: from a Python ``step()`` of a DogmaStepper to the DOM showing the new event, over N steps of a
  2-player mid-game, and the snapshot size per step;
- action -> DOM: from a person's move in a GameWidget (as the front end sends it) to the DOM showing the last event
  it caused, the bot's whole turn included when the move ends the person's turn (GreedyBot, which tries every
  legal action on a copy of the game before choosing).

    python benchmarks/widget_latency.py [--steps 200] [--moves 150]

A MutationObserver in the page stamps each new row (timeline or log) with the wall clock; the kernel stamps the
moment the call starts. Both clocks are this machine's, so the difference is the engine (and the bot), the
snapshot's JSON sync through the Jupyter server, and the front end's redraw.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "lab"))

from harness import browser_page, jupyter_lab, notebook, open_and_run_all  # noqa: E402

SETUP = """\
import json, time
from innovation_nb import Game
from innovation_nb.bots import RandomBot, play
from innovation_nb.bots import GreedyBot
from innovation_nb.widgets import DogmaStepper, GameWidget

bot = RandomBot(3)

def mid_game(seed):
    g = Game.new(["Ann", "Ben"], seed=seed)
    for _ in range(60):                       # about a dozen turns of random play
        if g.over:
            break
        m = bot.move(g)
        g.answer(m) if g.pending is not None else g.apply(m)
    return g

game = mid_game(3)
while game.over or game.resolving or game.pending is not None:
    game = mid_game(int(bot.rng.random() * 1e6))
stepper = DogmaStepper(game)
sizes = []

def bench_step():
    # one event per call: start a dogma when none is resolving, answer decisions with the bot, else step
    global step_started
    g = stepper.game
    step_started = time.time() * 1000  # the same clock the page stamps with (this machine's)
    if g.pending is not None:
        stepper.answer(bot.answer(g.pending))
    elif g.resolving:
        stepper.step()
    else:
        stepper.handle({"type": "start", "card": bot.rng.choice(g.current_player.top_cards())})
        stepper.step()
    sizes.append(len(json.dumps(stepper.snapshot)))

table = GameWidget(Game.new(["You", "Bot"], seed=7), bots={"Bot": GreedyBot(7)})
person = RandomBot(11)
game_sizes, whole_turns = [], []

def maybe_new_game():
    if table.game.over:
        table.new_game(seed=int(person.rng.random() * 1e6))
        return True
    return False

def bench_move():
    # one move of the person, as the front end sends it; the bot answers and plays its turn inside handle()
    global move_started
    g = table.game
    m = person.move(g)
    msg = {"type": "answer", "value": m} if g.pending is not None else {"type": "action", "action": str(m)}
    turn = g.state.turn
    move_started = time.time() * 1000
    table.handle(msg)
    whole_turns.append(table.game.state.turn >= turn + 2)
    game_sizes.append(len(json.dumps(table.snapshot)))
"""
SHOW = "stepper"
SHOW_GAME = "table"

OBSERVER = """() => {
  window.__seen = {};  // stepper timeline rows by event index
  window.__game = {};  // game log rows by event index (emptied for a new game)
  const stamp = (n) => { if (n.nodeType === 1) {
      const rows = n.matches && n.matches('.inb-event') ? [n]
        : n.querySelectorAll ? n.querySelectorAll('.inb-event') : [];
      for (const r of rows) {
        const i = r.dataset.index;
        const seen = r.closest('.inb-game-widget') ? window.__game : r.closest('.inb-stepper') ? window.__seen : null;
        if (seen && !(i in seen)) seen[i] = Date.now();
      } } };
  new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) stamp(n); })
    .observe(document.body, { childList: true, subtree: true });
}"""


def run(kc, code, expressions):
    msg_id = kc.execute(code, user_expressions=expressions)
    while True:
        reply = kc.get_shell_msg(timeout=120)
        if reply["parent_header"].get("msg_id") == msg_id:
            break
    if reply["content"]["status"] != "ok":
        raise RuntimeError(reply["content"])
    return {k: v["data"]["text/plain"] for k, v in reply["content"]["user_expressions"].items()}


def percentiles(values):
    v = sorted(values)
    return statistics.median(v), v[max(0, int(round(0.95 * len(v))) - 1)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--moves", type=int, default=150)
    a = ap.parse_args()
    with jupyter_lab({"latency.ipynb": notebook([SETUP, SHOW, SHOW_GAME])}) as lab, browser_page() as page:
        open_and_run_all(page, lab, "latency.ipynb")
        page.locator(".inb-stepper").wait_for(timeout=120_000)
        page.evaluate(OBSERVER)
        page.locator(".inb-game-widget").wait_for(timeout=120_000)
        kc = lab.kernel_client()
        latencies, replies, game_lat = [], [], []
        try:
            for _ in range(a.steps):
                t0 = time.time() * 1000
                r = run(kc, "bench_step()", {"i": "len(stepper.game.events) - 1", "t": "step_started"})
                replies.append(time.time() * 1000 - t0)
                page.wait_for_function(f"() => '{r['i']}' in window.__seen", polling="raf", timeout=30_000)
                latencies.append(page.evaluate(f"() => window.__seen['{r['i']}']") - float(r["t"]))
            for _ in range(a.moves):
                if run(kc, "fresh = maybe_new_game()", {"f": "fresh"})["f"] == "True":
                    page.wait_for_timeout(500)
                    page.evaluate("() => { window.__game = {}; }")
                r = run(kc, "bench_move()", {"i": "len(table.game.events) - 1", "t": "move_started"})
                page.wait_for_function(f"() => '{r['i']}' in window.__game", polling="raf", timeout=60_000)
                game_lat.append(page.evaluate(f"() => window.__game['{r['i']}']") - float(r["t"]))
            sizes = [int(x) for x in lab.evaluate(kc, "sizes").strip("[]").split(",") if x.strip()]
            game_sizes = [int(x) for x in lab.evaluate(kc, "game_sizes").strip("[]").split(",") if x.strip()]
            whole = [x.strip() == "True" for x in lab.evaluate(kc, "whole_turns").strip("[]").split(",")]
        finally:
            kc.stop_channels()
    p50, p95 = percentiles(latencies)
    print(f"steps                      {len(latencies)}")
    print(f"step -> DOM latency p50    {p50:.1f} ms")
    print(f"step -> DOM latency p95    {p95:.1f} ms   (goal < 50)")
    print(
        f"whole request p50          {statistics.median(replies):.1f} ms   (benchmark -> kernel -> reply, for reference)"  # noqa: E501
    )
    print(
        f"snapshot size per step     mean {statistics.mean(sizes) / 1024:.1f} KB, max {max(sizes) / 1024:.1f} KB"
        f"   (goal < 20 KB)"
    )
    turns = [x for x, w in zip(game_lat, whole) if w]
    g50, g95 = percentiles(game_lat)
    t50, t95 = percentiles(turns) if turns else (float("nan"), float("nan"))
    print(f"game moves                 {len(game_lat)} ({len(turns)} ended the turn: the bot's whole turn included)")
    print(f"action -> DOM latency p50  {g50:.1f} ms, p95 {g95:.1f} ms   (every move)")
    print(f"  with the bot's turn      p50 {t50:.1f} ms, p95 {t95:.1f} ms   (goal < 150)")
    print(
        f"game snapshot size         mean {statistics.mean(game_sizes) / 1024:.1f} KB, "
        f"max {max(game_sizes) / 1024:.1f} KB"
    )


if __name__ == "__main__":
    main()
