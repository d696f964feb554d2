import sys

import torch

from greenhouse_vpd.climate import FEATURES, TARGETS, simulate, split, windows
from greenhouse_vpd.reservoir import VPDForecaster
from greenhouse_vpd.ridge import warm_start
from greenhouse_vpd.settings import layered, parse_overrides


@torch.no_grad()
def mae(model, x, y):
    pred = model(x)
    return ((pred - y).abs().mean(0) * torch.tensor([20.0, 1.0])).tolist()


class Fitter:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.opt = torch.optim.Adam(model.readout.parameters(), lr=cfg["lr"])
        self.sched = torch.optim.lr_scheduler.StepLR(self.opt, step_size=1, gamma=0.5)

    def prepare(self, x, y):
        if self.cfg["warm_start"]:
            norm = warm_start(self.model, x, y, self.cfg["ridge_alpha"])
            print(f"ridge read-out fitted, |W| = {norm:.3f}")

    def epoch(self, x, y):
        perm = torch.randperm(x.shape[0])
        total = 0.0
        for start in range(0, x.shape[0], self.cfg["batch_size"]):
            idx = perm[start:start + self.cfg["batch_size"]]
            self.opt.zero_grad()
            loss = torch.nn.functional.smooth_l1_loss(self.model(x[idx]), y[idx], beta=0.1)
            loss.backward()
            self.opt.step()
            total += loss.item() * idx.numel()
        self.sched.step()
        return total / x.shape[0]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = layered("venlo_tomato", **parse_overrides(sys.argv[1:]))
    g = torch.Generator().manual_seed(11)
    inputs, targets = simulate(cfg["days"], cfg["vent_gain"], cfg["mist_gain"], g)
    (x_tr, y_tr), (x_te, y_te) = split(*windows(inputs, targets, cfg["lookback"]))
    model = VPDForecaster(len(FEATURES), len(TARGETS), cfg)
    fitter = Fitter(model, cfg)
    print("untrained mae (degC, kPa):", [round(v, 3) for v in mae(model, x_te, y_te)])
    fitter.prepare(x_tr, y_tr)
    print("after warm start:", [round(v, 3) for v in mae(model, x_te, y_te)])
    for epoch in range(cfg["epochs"]):
        loss = fitter.epoch(x_tr, y_tr)
        print(f"epoch {epoch} huber {loss:.4f} test mae", [round(v, 3) for v in mae(model, x_te, y_te)])


if __name__ == "__main__":
    main()
