from types import SimpleNamespace

import torch

from .callbacks import HeadManager
from .hull_net import HullNet
from .learner import AnchoredFineTuner
from .voyages import N_FEATS, voyage_frames

cfg = SimpleNamespace(per_event=60, hidden=64, trunk_lr=1e-3, head_lr=5e-3, epochs=10, batch=32,
                      l2_anchor=0.05, seed=0)


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    net = HullNet(N_FEATS, cfg.hidden)
    learner = AnchoredFineTuner(net, cfg, callbacks=[HeadManager(cfg.head_lr)])
    tests = {}
    for voyage, n_events, (x, y), test in voyage_frames(cfg.per_event, cfg.seed):
        learner.learn_voyage(voyage, n_events, x, y)
        tests[voyage] = test
        accs = {v: round(learner.accuracy(v, *t), 2) for v, t in tests.items()}
        print(f"after {voyage}: {accs} | param groups {len(learner.opt.param_groups)}")
    return learner


if __name__ == "__main__":
    main()
