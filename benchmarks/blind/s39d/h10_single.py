"""Solar-flare forecasting from line-of-sight magnetogram patches, with stochastic weight averaging."""
import copy
import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim.swa_utils import update_bn

config = {"n_train": 768, "n_val": 256, "size": 16, "batch": 32, "epochs": 8, "swa_start": 4,
          "lr": 0.05, "swa_lr": 0.02}


def magnetogram_patches(n, size, gen):
    """Bipolar active regions. Flaring regions have a sheared, tightly packed polarity inversion line."""
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    patches, labels = [], []
    for _ in range(n):
        flare = bool(torch.rand((), generator=gen) < 0.35)
        sep = 0.35 if flare else 0.5
        angle = float(torch.rand((), generator=gen)) * math.pi
        dx, dy = sep * math.cos(angle), sep * math.sin(angle)
        width = 0.22 if flare else 0.28
        strength = (2.0 if flare else 1.2) * (0.8 + 0.4 * float(torch.rand((), generator=gen)))
        pos = torch.exp(-((xs - dx) ** 2 + (ys - dy) ** 2) / (2 * width ** 2))
        neg = torch.exp(-((xs + dx) ** 2 + (ys + dy) ** 2) / (2 * width ** 2))
        field = strength * (pos - neg) + 0.6 * torch.randn(size, size, generator=gen)
        patches.append(field.unsqueeze(0))
        labels.append(float(flare))
    return torch.stack(patches), torch.tensor(labels)


class FlareNet(nn.Module):
    def __init__(self, ch=16):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, ch, 3, padding=1), nn.BatchNorm2d(ch), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(ch, 2 * ch, 3, padding=1), nn.BatchNorm2d(2 * ch), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        )
        self.classifier = nn.Linear(2 * ch, 1)

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1)).squeeze(1)


class SWAAverager:
    """Equal-weight running average of the weights seen at the end of each SWA epoch."""

    def __init__(self, model):
        self.averaged = copy.deepcopy(model)
        self.n_models = 0

    def collect(self, model):
        n = self.n_models
        for p_avg, p in zip(self.averaged.parameters(), model.parameters()):
            p_avg.mul_(n / (n + 1)).add_(p.detach() / (n + 1))
        self.n_models += 1


def true_skill_statistic(logits, labels):
    pred = logits > 0
    tp = (pred & (labels == 1)).sum().item()
    fn = (~pred & (labels == 1)).sum().item()
    fp = (pred & (labels == 0)).sum().item()
    tn = (~pred & (labels == 0)).sum().item()
    return tp / max(tp + fn, 1) - fp / max(fp + tn, 1)


@torch.no_grad()
def score(model, x, y):
    model.eval()
    tss = true_skill_statistic(model(x), y)
    model.train()
    return tss


def minibatches(x, y, batch):
    perm = torch.randperm(x.size(0))
    for i in range(0, x.size(0), batch):
        j = perm[i:i + batch]
        yield x[j], y[j]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)
    x_tr, y_tr = magnetogram_patches(config["n_train"], config["size"], gen)
    x_va, y_va = magnetogram_patches(config["n_val"], config["size"], gen)
    pos_weight = (y_tr == 0).sum() / (y_tr == 1).sum()

    net = FlareNet()
    sgd = torch.optim.SGD(net.parameters(), lr=config["lr"], momentum=0.9, weight_decay=5e-4)
    cosine = torch.optim.lr_scheduler.CosineAnnealingLR(sgd, T_max=config["swa_start"])
    swa = SWAAverager(net)

    for epoch in range(config["epochs"]):
        for xb, yb in minibatches(x_tr, y_tr, config["batch"]):
            bce = F.binary_cross_entropy_with_logits(net(xb), yb, pos_weight=pos_weight)
            sgd.zero_grad()
            bce.backward()
            sgd.step()
        if epoch >= config["swa_start"]:
            for group in sgd.param_groups:
                group["lr"] = config["swa_lr"]
            swa.collect(net)
        else:
            cosine.step()
        print(f"epoch {epoch}: loss {bce.item():.4f} val TSS {score(net, x_va, y_va):.3f}")

    update_bn(((xb,) for xb, _ in minibatches(x_tr, y_tr, config["batch"])), swa.averaged)
    print(f"SWA model ({swa.n_models} snapshots) val TSS {score(swa.averaged, x_va, y_va):.3f}")


if __name__ == "__main__":
    main()
