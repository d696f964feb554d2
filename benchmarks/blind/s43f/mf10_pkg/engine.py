import torch
import torch.nn.functional as F

from .nets import SauceNet, build_head
from .optim import build_optimizer


def make_run(cfg, n_in):
    net = SauceNet(n_in, cfg["width"], cfg["dropout"])
    opt = build_optimizer(net, cfg)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=cfg["epochs"], eta_min=1e-5)
    net.head = build_head(cfg["head"], net.width)
    return net, opt, sched


@torch.no_grad()
def mae(net, x, y):
    net.eval()
    return (net(x) - y).abs().mean().item()


def train(cfg, train_xy, val_xy, on_epoch=None, seed=0):
    torch.manual_seed(seed)
    net, opt, sched = make_run(cfg, train_xy[0].shape[1])
    x, y = train_xy
    for epoch in range(cfg["epochs"]):
        net.train()
        for idx in torch.randperm(len(y)).split(cfg["batch"]):
            opt.zero_grad()
            F.mse_loss(net(x[idx]), y[idx]).backward()
            opt.step()
        sched.step()
        score = mae(net, *val_xy)
        if on_epoch is not None and on_epoch(epoch, score):
            break
    return net, score
