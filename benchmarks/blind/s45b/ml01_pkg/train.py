import torch
import torch.nn.functional as F

from .config import RangeConfig
from .model import HitNet
from .optim import make_optimizer
from .range_data import RangeLog


@torch.no_grad()
def per_athlete_accuracy(net, log, n=400):
    net.eval()
    scores = {}
    for name in log.athletes:
        x, y = log.shots(name, n)
        pred = (net(x, name) > 0).float()
        scores[name] = (pred == y).float().mean().item()
    net.train()
    return scores


def fit(cfg=RangeConfig()):
    torch.manual_seed(cfg.seed)
    log = RangeLog(cfg.n_features, seed=cfg.seed)
    net = HitNet(cfg.n_features, cfg.hidden, cfg.roster)
    opt = make_optimizer(net, cfg)

    # the range log tells us who actually shot this season
    net.set_tasks(log.athletes)
    print("athletes:", ", ".join(log.athletes))
    print("acc before:", {k: round(v, 3) for k, v in per_athlete_accuracy(net, log).items()})

    sampler = log.sessions(cfg.batch)
    running = 0.0
    for step in range(1, cfg.steps + 1):
        athlete, x, y = next(sampler)
        logits = net(x, athlete)
        bce = F.binary_cross_entropy_with_logits(logits, y)
        opt.zero_grad(set_to_none=True)
        bce.backward()
        opt.step()
        running += bce.item()
        if step % 100 == 0:
            print(f"step {step:4d}  bce {running / 100:.4f}")
            running = 0.0

    acc = per_athlete_accuracy(net, log)
    print("acc after: ", {k: round(v, 3) for k, v in acc.items()})
    print(f"mean acc {sum(acc.values()) / len(acc):.3f}")
    return net, opt


if __name__ == "__main__":
    torch.set_num_threads(1)
    fit()
