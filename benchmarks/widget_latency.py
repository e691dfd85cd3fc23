"""Widget latency in real JupyterLab and Chromium: the time from a Python ``step()`` of a DogmaStepper to the DOM
showing the new event, over N steps of a 2-player mid-game, and the snapshot size per step.

    python benchmarks/widget_latency.py [--steps 200]

A MutationObserver in the page stamps each new timeline row with the wall clock; the kernel stamps the moment
``step()`` starts. Both clocks are this machine's, so the difference is the engine step, the snapshot's JSON sync
through the Jupyter server, and the front end's redraw.
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
from innovation_nb.widgets import DogmaStepper

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
"""
SHOW = "stepper"

OBSERVER = """() => {
  window.__seen = {};
  const stamp = (n) => { if (n.nodeType === 1) {
      const rows = n.matches && n.matches('.inb-event') ? [n] : n.querySelectorAll ? n.querySelectorAll('.inb-event') : [];
      for (const r of rows) { const i = r.dataset.index; if (!(i in window.__seen)) window.__seen[i] = Date.now(); } } };
  new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) stamp(n); })
    .observe(document.body, { childList: true, subtree: true });
}"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=200)
    a = ap.parse_args()
    with jupyter_lab({"latency.ipynb": notebook([SETUP, SHOW])}) as lab, browser_page() as page:
        open_and_run_all(page, lab, "latency.ipynb")
        page.locator(".inb-stepper").wait_for(timeout=120_000)
        page.evaluate(OBSERVER)
        kc = lab.kernel_client()
        latencies, replies = [], []
        try:
            for _ in range(a.steps):
                t0 = time.time() * 1000
                msg_id = kc.execute("bench_step()", user_expressions={"i": "len(stepper.game.events) - 1",
                                                                      "t": "step_started"})
                while True:
                    reply = kc.get_shell_msg(timeout=60)
                    if reply["parent_header"].get("msg_id") == msg_id:
                        break
                if reply["content"]["status"] != "ok":
                    raise RuntimeError(reply["content"])
                replies.append(time.time() * 1000 - t0)
                i = reply["content"]["user_expressions"]["i"]["data"]["text/plain"]
                started = float(reply["content"]["user_expressions"]["t"]["data"]["text/plain"])
                page.wait_for_function(f"() => '{i}' in window.__seen", polling="raf", timeout=30_000)
                latencies.append(page.evaluate(f"() => window.__seen['{i}']") - started)
            sizes = [int(x) for x in lab.evaluate(kc, "sizes").strip("[]").split(",") if x.strip()]
        finally:
            kc.stop_channels()
    lat = sorted(latencies)
    p50 = statistics.median(lat)
    p95 = lat[max(0, int(round(0.95 * len(lat))) - 1)]
    print(f"steps                      {len(lat)}")
    print(f"step -> DOM latency p50    {p50:.1f} ms")
    print(f"step -> DOM latency p95    {p95:.1f} ms   (goal < 50)")
    print(f"whole request p50          {statistics.median(replies):.1f} ms   (benchmark -> kernel -> reply, for reference)")
    print(f"snapshot size per step     mean {statistics.mean(sizes) / 1024:.1f} KB, max {max(sizes) / 1024:.1f} KB"
          f"   (goal < 20 KB)")


if __name__ == "__main__":
    main()
