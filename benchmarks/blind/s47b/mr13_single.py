"""Adversarial erasing for ice-type recognition from melting-ice silhouettes.

A phone on a tripod films ice melting on a dark plate. Tray cubes keep
rounded-square outlines, sphere-mould ice stays circular, crushed ice is a
cluster of small blobs; all sit in a growing meltwater puddle (a faint halo).
An eraser network learns a soft mask that hides whatever the classifier
relies on; the classifier must stay right on both clean and erased frames.
"""
import numpy as np
import torch
from torch import nn
import torch.nn.functional as F

OPTS = {"n": 384, "size": 16, "batch": 32, "epochs": 3, "lr_clf": 2e-3, "lr_eraser": 1e-3,
        "area_weight": 2.0, "classes": 3}


def melt_frames(n, size, gen):
    kind = torch.randint(0, 3, (n,), generator=gen)
    yy, xx = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    melt = torch.rand(n, 1, 1, generator=gen)
    r = 0.55 * (1 - 0.5 * melt)
    square = (torch.maximum(xx.abs(), yy.abs()).unsqueeze(0) < r).float()
    sphere = ((xx ** 2 + yy ** 2).sqrt().unsqueeze(0) < r).float()
    crushed = (torch.sin(9 * xx + 2 * torch.rand(n, 1, 1, generator=gen)) * torch.sin(9 * yy) > 0.5).float() * sphere
    kind_v = kind.view(n, 1, 1)
    body = torch.where(kind_v == 0, square, torch.where(kind_v == 1, sphere, crushed))
    puddle = 0.25 * torch.exp(-(xx ** 2 + yy ** 2).unsqueeze(0) / (0.3 + melt))
    img = body + puddle + 0.08 * torch.randn(n, size, size, generator=gen)
    return img.unsqueeze(1), kind


def small_cnn(out_channels, final):
    return nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(),
                         nn.Conv2d(16, 16, 3, padding=1), nn.ReLU(), *final(out_channels))


class HookBase(nn.Module):
    def event(self, name, *args):
        fn = getattr(self, "on_" + name, None)
        return fn(*args) if fn else None


class AdversarialEraser(HookBase):
    def __init__(self, opts, history):
        super().__init__()
        self.opts = opts
        self.classifier = small_cnn(opts["classes"], lambda c: [nn.AdaptiveAvgPool2d(4), nn.Flatten(),
                                                                  nn.Linear(16 * 16, c)])
        self.eraser = small_cnn(1, lambda c: [nn.Conv2d(16, c, 1), nn.Sigmoid()])
        self.clf_opt = torch.optim.Adam(self.classifier.parameters(), lr=opts["lr_clf"])
        self.eraser_opt = torch.optim.Adam(self.eraser.parameters(), lr=opts["lr_eraser"])
        self.history = history

    def on_batch(self, x, y):
        mask = self.eraser(x)
        erased = x * (1 - mask)
        erased_logits = self.classifier(erased)
        clf_loss = self.event("classifier_step", x, erased.detach(), y)
        er_loss = self.event("eraser_step", erased_logits, mask, y)
        self.history.append({"clf": clf_loss, "eraser": er_loss, "area": mask.mean().item()})

    def on_classifier_step(self, x, erased, y):
        loss = F.cross_entropy(self.classifier(x), y) + F.cross_entropy(self.classifier(erased), y)
        self.clf_opt.zero_grad()
        loss.backward()
        self.clf_opt.step()
        return loss.item()

    def on_eraser_step(self, erased_logits, mask, y):
        loss = -F.cross_entropy(erased_logits, y) + self.opts["area_weight"] * mask.mean()
        self.eraser_opt.zero_grad()
        loss.backward()
        self.eraser_opt.step()
        return loss.item()

    @torch.no_grad()
    def on_validation(self, x, y):
        clean = (self.classifier(x).argmax(1) == y).float().mean().item()
        erased = (self.classifier(x * (1 - self.eraser(x))).argmax(1) == y).float().mean().item()
        return clean, erased


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    o = OPTS
    x, y = melt_frames(o["n"], o["size"], gen)
    xv, yv = melt_frames(192, o["size"], gen)
    history = []
    model = AdversarialEraser(o, history)
    for epoch in range(o["epochs"]):
        perm = torch.randperm(o["n"], generator=gen)
        for i in range(0, o["n"], o["batch"]):
            model.event("batch", x[perm[i:i + o["batch"]]], y[perm[i:i + o["batch"]]])
        clean, erased = model.event("validation", xv, yv)
        last = history[-1]
        print(f"epoch {epoch}: clf {last['clf']:.3f} eraser {last['eraser']:.3f} mask area {last['area']:.3f}"
              f" | val acc clean {clean:.3f} erased {erased:.3f}")


if __name__ == "__main__":
    main()
