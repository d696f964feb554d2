from types import SimpleNamespace

import torch

from .beaches import FEATURES, RISK, beach_logs
from .learner import OnlineEWC, evaluate
from .model import RipNet

cfg = SimpleNamespace(beaches=5, days=300, hidden=32, lr=3e-3, epochs=20, batch=32,
                      ewc_lambda=200.0, decay=0.9, fisher_samples=120, seed=0)


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    net = RipNet(len(FEATURES), len(RISK), cfg.hidden)
    learner = OnlineEWC(net, lambda ps: torch.optim.Adam(ps, lr=cfg.lr), cfg)
    logs = []
    for beach, train_split, test_split in beach_logs(cfg.beaches, cfg.days, cfg.seed):
        learner.fit(*train_split)
        logs.append(test_split)
        with torch.no_grad():
            scores = [evaluate(net, *split) for split in logs]
        print(f"beach {beach}: accuracy on beaches so far "
              + " ".join(f"{s:.2f}" for s in scores) + f" | mean {sum(scores) / len(scores):.3f}")
    print("anchor buffers:", len(list(learner.anchor.buffers())))
    return learner


if __name__ == "__main__":
    main()
