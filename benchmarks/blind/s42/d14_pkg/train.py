"""python -m d14_pkg.train"""
from types import SimpleNamespace

import torch

from . import met
from .model import FogNet, make_apply
from .monitor import GradMonitor

hp = SimpleNamespace(seed=0, nights=4000, width=32, lr=2e-3, batch=64, epochs=4, log_every=50)


def main():
    torch.manual_seed(hp.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(hp.seed)
    x, y = met.nights(gen, hp.nights)
    xv, yv = met.nights(gen, 1000)
    mu, sd = x.mean((0, 2), keepdim=True), x.std((0, 2), keepdim=True)

    net = FogNet(len(met.CHANNELS), hp.width)
    params = dict(net.named_parameters())
    apply = make_apply(net)
    opt = torch.optim.Adam(params.values(), lr=hp.lr)
    monitor = GradMonitor(net, hp.log_every)

    step = 0
    for epoch in range(hp.epochs):
        for idx in torch.randperm(len(x), generator=gen).split(hp.batch):
            opt.zero_grad()
            err = torch.nn.functional.mse_loss(apply(params, (x[idx] - mu) / sd), y[idx])
            err.backward()
            monitor(step)
            opt.step()
            step += 1
        with torch.no_grad():
            pred = apply(params, (xv - mu) / sd)
            fog = yv < 0.0                                    # visibility below 1 km
            hit = ((pred < 0.0) & fog).sum() / fog.sum().clamp(min=1)
        print(f"epoch {epoch}: valid rmse(log km) {(pred - yv).pow(2).mean().sqrt():.3f}  fog hit rate {hit:.2f}")


if __name__ == "__main__":
    main()
