"""python -m j14_pkg.train"""
import torch

from .model import SurgeScorer
from .state import init_state
from .step import train_step, warning_recall
from .streams import fleet_log, stream_chunks

CFG = dict(units=16, steps=600, chunk=50, lr=3e-3, passes=3)


def main(cfg: dict = CFG):
    torch.manual_seed(0)
    x, y = fleet_log(cfg["units"], cfg["steps"], seed=1)
    xv, yv = fleet_log(4, cfg["steps"], seed=2)
    model = SurgeScorer()
    state = init_state(model, cfg["units"], cfg["lr"])
    for p in range(cfg["passes"]):
        state = state._replace(carry=model.initial_carry(cfg["units"]))   # replay from the start
        log = []
        for batch in stream_chunks(x, y, cfg["chunk"]):
            state, metrics = train_step(state, batch)
            log.append(metrics)
        mean = {k: sum(m[k] for m in log) / len(log) for k in log[0]}
        print(f"pass {p} steps {state.step} bce {mean['bce']:.3f} acc {mean['acc']:.3f} "
              f"val recall {warning_recall(model, xv, yv):.3f}")
    return state


if __name__ == "__main__":
    main()
