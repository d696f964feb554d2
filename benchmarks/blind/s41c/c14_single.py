"""Quick, Draw! Doodle Recognition -- rasterised strokes, small CNN, mixup, SWA, MAP@3.

Kernel-style script: global CFG, 3-fold CV, SWA (torch.optim.swa_utils) over the last epochs,
fold ensemble of the SWA models on the test set with horizontal-flip TTA.
"""
import math
import time
import warnings

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim.swa_utils import SWALR, AveragedModel, update_bn
from torch.utils.data import DataLoader, TensorDataset

warnings.filterwarnings("ignore")
torch.set_num_threads(1)


class CFG:
    seed = 3
    classes = ["circle", "square", "triangle", "zigzag", "star", "line"]
    n_per_class = 80
    n_test = 120
    size = 28
    n_folds = 3
    epochs = 6
    swa_start = 3
    batch_size = 32
    lr = 3e-3
    swa_lr = 1e-3
    mixup_alpha = 0.4
    backbone_width = 16
    apex = False


def draw_line(img, p0, p1, rng):
    for t in np.linspace(0, 1, 40):
        x, y = p0 * (1 - t) + p1 * t + rng.normal(0, 0.3, 2)
        xi, yi = int(np.clip(x, 0, CFG.size - 1)), int(np.clip(y, 0, CFG.size - 1))
        img[yi, xi] = 1.0


def doodle(label, rng):
    img = np.zeros((CFG.size, CFG.size), dtype=np.float32)
    c, r = rng.uniform(10, 18, 2), rng.uniform(5, 10)
    rot = rng.uniform(0, 2 * math.pi)
    if label == 0:
        pts = [c + r * np.array([math.cos(a), math.sin(a)]) for a in np.linspace(0, 2 * math.pi, 13)]
    elif label in (1, 2, 4):
        k = {1: 4, 2: 3, 4: 5}[label]
        step = 2 if label == 4 else 1
        pts = [c + r * np.array([math.cos(rot + 2 * math.pi * ((i * step) % k) / k),
                                 math.sin(rot + 2 * math.pi * ((i * step) % k) / k)]) for i in range(k + 1)]
    elif label == 3:
        pts = [c + np.array([-r + 2 * r * i / 5, (-1) ** i * r / 2]) for i in range(6)]
    else:
        d = np.array([math.cos(rot), math.sin(rot)]) * r
        pts = [c - d, c + d]
    for p0, p1 in zip(pts[:-1], pts[1:]):
        draw_line(img, p0, p1, rng)
    return img


def make_data(rng):
    y = np.repeat(np.arange(len(CFG.classes)), CFG.n_per_class)
    X = np.stack([doodle(l, rng) for l in y])[:, None]
    yt = rng.integers(0, len(CFG.classes), CFG.n_test)
    Xt = np.stack([doodle(l, rng) for l in yt])[:, None]
    return X, y, Xt, yt


def build_net(n_classes):
    w = CFG.backbone_width
    net = nn.Sequential()
    net.features = nn.Sequential(
        nn.Conv2d(1, w, 3, padding=1), nn.BatchNorm2d(w), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(w, 2 * w, 3, padding=1), nn.BatchNorm2d(2 * w), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(2 * w, 2 * w, 3, padding=1), nn.BatchNorm2d(2 * w), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Flatten())
    net.classifier = nn.Linear(2 * w, 340)          # the full Quick Draw label set
    if n_classes != 340:
        net.classifier = nn.Linear(2 * w, n_classes)
    return net


def mixup(x, y, alpha):
    lam = np.random.beta(alpha, alpha)
    idx = torch.randperm(x.size(0))
    return lam * x + (1 - lam) * x[idx], y, y[idx], lam


def map3(probs, y):
    top3 = np.argsort(-probs, axis=1)[:, :3]
    return float(np.mean([1.0 / (list(row).index(t) + 1) if t in row else 0.0 for row, t in zip(top3, y)]))


class AvgMeter:
    def __init__(self):
        self.s, self.n = 0.0, 0

    def update(self, v, k):
        self.s, self.n = self.s + v * k, self.n + k

    @property
    def avg(self):
        return self.s / self.n


def train_one_epoch(net, loader, optimizer, scaler):
    net.train()
    meter = AvgMeter()
    for xb, yb in loader:
        xb, ya, yb2, lam = mixup(xb, yb, CFG.mixup_alpha)
        with torch.cuda.amp.autocast(enabled=CFG.apex):
            out = net(xb)
            loss = lam * F.cross_entropy(out, ya) + (1 - lam) * F.cross_entropy(out, yb2)
        optimizer.zero_grad()
        scaler.scale(loss).backward()
        scaler.step(optimizer)
        scaler.update()
        meter.update(loss.item(), xb.size(0))
    return meter.avg


@torch.no_grad()
def predict(net, X, tta=True):
    net.eval()
    x = torch.from_numpy(X)
    probs = F.softmax(net(x), dim=1)
    if tta:
        probs = (probs + F.softmax(net(x.flip(-1)), dim=1)) / 2
    return probs.numpy()


def main():
    np.random.seed(CFG.seed)
    torch.manual_seed(CFG.seed)
    rng = np.random.default_rng(CFG.seed)
    X, y, X_test, y_test = make_data(rng)
    folds = rng.permutation(len(X)) % CFG.n_folds
    oof = np.zeros((len(X), len(CFG.classes)), dtype=np.float32)
    test_probs = np.zeros((len(X_test), len(CFG.classes)), dtype=np.float32)
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn, val = folds != fold, folds == fold
        loader = DataLoader(TensorDataset(torch.from_numpy(X[trn]), torch.from_numpy(y[trn])),
                            batch_size=CFG.batch_size, shuffle=True, drop_last=True)
        net = build_net(len(CFG.classes))
        optimizer = torch.optim.AdamW(net.parameters(), lr=CFG.lr)
        scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=CFG.swa_start)
        swa_model = AveragedModel(net)
        swa_scheduler = SWALR(optimizer, swa_lr=CFG.swa_lr, anneal_epochs=1)
        scaler = torch.cuda.amp.GradScaler(enabled=CFG.apex)
        for epoch in range(CFG.epochs):
            loss = train_one_epoch(net, loader, optimizer, scaler)
            if epoch >= CFG.swa_start:
                swa_model.update_parameters(net)
                swa_scheduler.step()
            else:
                scheduler.step()
            print(f"fold {fold} epoch {epoch} mixup loss {loss:.4f} valid MAP@3 {map3(predict(net, X[val], tta=False), y[val]):.4f}")
        update_bn(loader, swa_model)
        oof[val] = predict(swa_model, X[val])
        test_probs += predict(swa_model, X_test) / CFG.n_folds
        print(f"fold {fold} SWA MAP@3 {map3(oof[val], y[val]):.4f} ({time.time() - t0:.1f}s)")
    print(f"OOF MAP@3 {map3(oof, y):.4f}  test MAP@3 (fold ensemble + TTA) {map3(test_probs, y_test):.4f}")


if __name__ == "__main__":
    main()
