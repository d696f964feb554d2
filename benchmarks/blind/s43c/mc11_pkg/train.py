import time

import torch

from . import signals
from .detector import CausalSnoreNet
from .fit import fit
from .monitor import OvernightMonitor

SETUP = {"windows": 192, "window_len": 240, "night_hours": 2.0, "chunk_s": 30}


def main(setup=SETUP):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = signals.training_windows(setup["windows"], setup["window_len"], seed=1)
    net = fit(CausalSnoreNet(signals.N_FEATS), x, y)

    g = torch.Generator().manual_seed(7)
    feats, label = signals.night(int(setup["night_hours"] * 3600), g)
    mon = OvernightMonitor(net)
    t0 = time.time()
    flags = []
    for start in range(0, feats.size(0), setup["chunk_s"]):
        flags.extend(mon.predict_chunk(feats[start:start + setup["chunk_s"]]))
    acc = (torch.tensor(flags, dtype=torch.float32) == label).float().mean().item()
    rep = mon.report()
    print(f"night: {rep['snore_minutes']:.1f} snore minutes in {rep['episodes']} episodes "
          f"(true {label.sum().item() / 60:.1f} min), per-second accuracy {acc:.3f}, "
          f"streamed in {time.time() - t0:.2f}s")


if __name__ == "__main__":
    main()
