"""Road-vs-background segmentation of synthetic stripes: trainer hierarchy with
validation / prediction paths that never build graphs.

Single file; run as `python stripe_seg.py`.
"""
import math
from contextlib import contextmanager

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn


def stripes(n, size=20):
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    ang = torch.rand(n) * math.pi
    off = torch.rand(n) * size
    dist = (xx[None] * torch.cos(ang)[:, None, None] + yy[None] * torch.sin(ang)[:, None, None]
            - off[:, None, None]).abs()
    mask = (dist < 2.0).long()
    img = torch.stack([mask.float() * 0.7, torch.zeros_like(mask, dtype=torch.float)], 1)
    return img + 0.3 * torch.randn_like(img), mask


class FCN(nn.Module):
    def __init__(self, width=12):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(2, width, 3, padding=1), nn.ReLU(),
            nn.Conv2d(width, width, 3, padding=2, dilation=2), nn.ReLU(),
        )
        self.head = nn.Conv2d(width, 2, 1)

    def set_prior(self, fg_fraction):
        logit = math.log(fg_fraction / (1 - fg_fraction))
        self.head.bias = nn.Parameter(torch.tensor([0.0, logit]))

    def forward(self, x):
        return self.head(self.body(x))


@contextmanager
def evaluating(net):
    was_training = net.training
    net.eval()
    try:
        with torch.no_grad():
            yield net
    finally:
        net.train(was_training)


class BaseTrainer:
    def __init__(self, net, opt):
        self.net, self.opt = net, opt

    def train_step(self, x, y):
        self.opt.zero_grad()
        value = self.criterion(self.net(x), y)
        value.backward()
        self.opt.step()
        return value.item()

    @torch.no_grad()
    def validate(self, x, y):
        self.net.eval()
        value = self.criterion(self.net(x), y).item()
        self.net.train()
        return {"val_loss": value}


class SegTrainer(BaseTrainer):
    def __init__(self, net, opt, fg_weight=3.0):
        super().__init__(net, opt)
        self.weights = torch.tensor([1.0, fg_weight])

    def criterion(self, logits, y):
        return F.cross_entropy(logits, y, weight=self.weights)

    def validate(self, x, y):
        report = super().validate(x, y)
        with evaluating(self.net):
            pred = self.net(x).argmax(1)
        inter = ((pred == 1) & (y == 1)).sum().item()
        union = ((pred == 1) | (y == 1)).sum().item()
        report["fg_iou"] = inter / max(union, 1)
        return report


class Predictor:
    def __init__(self, net):
        self.net = net

    def predict(self, x):
        self.net.eval()
        with torch.inference_mode():
            probs = self.net(x).softmax(1)[:, 1].numpy()
        return (probs > 0.5).astype(np.uint8)


def main(epochs=4, bs=16):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = stripes(160)
    x_va, y_va = stripes(64)
    segmenter = FCN()
    segmenter.set_prior(y_tr.float().mean().item())
    opt = torch.optim.Adam(segmenter.parameters(), lr=5e-3)
    trainer = SegTrainer(segmenter, opt)
    for epoch in range(epochs):
        losses = [trainer.train_step(x_tr[i], y_tr[i]) for i in torch.randperm(len(x_tr)).split(bs)]
        report = trainer.validate(x_va, y_va)
        print(f"epoch {epoch}  train {np.mean(losses):.4f}  "
              + "  ".join(f"{k} {v:.3f}" for k, v in report.items()))
    masks = Predictor(segmenter).predict(x_va[:8])
    print(f"predicted foreground fraction {masks.mean():.3f} (true {y_va[:8].float().mean().item():.3f})")


if __name__ == "__main__":
    main()
