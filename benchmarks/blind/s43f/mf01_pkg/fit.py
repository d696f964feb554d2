import torch
import torch.nn.functional as F

from .net import RoomTimeNet
from .tuner import TrialPruned


def mae_minutes(net, x, y):
    net.eval()
    with torch.no_grad():
        return 60.0 * (net(x) - y).abs().mean().item()


def fit(cfg, train, val, trial=None):
    x, y = train
    net = RoomTimeNet(x.shape[1], **cfg["model"])
    opt = torch.optim.Adam(net.parameters(), lr=cfg["optim"]["lr"],
                           weight_decay=cfg["optim"]["weight_decay"])
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=cfg["fit"]["epochs"])
    bs = cfg["fit"]["batch_size"]
    best, since_best = float("inf"), 0
    for epoch in range(cfg["fit"]["epochs"]):
        net.train()
        perm = torch.randperm(len(y))
        for start in range(0, len(perm), bs):
            idx = perm[start:start + bs]
            opt.zero_grad()
            F.smooth_l1_loss(net(x[idx]), y[idx], beta=0.1).backward()
            opt.step()
        sched.step()
        score = mae_minutes(net, *val)
        if trial is not None:
            trial.report(score, epoch)
            if trial.should_prune():
                raise TrialPruned()
        if score < best - 1e-3:
            best, since_best = score, 0
        else:
            since_best += 1
            if since_best >= cfg["fit"]["patience"]:
                break
    return net, best
