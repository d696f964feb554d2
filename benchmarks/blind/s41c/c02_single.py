# Bengali.AI-style handwritten grapheme classification (synthetic glyphs)
# three heads: grapheme_root / vowel_diacritic / consonant_diacritic, CutMix, 3-fold CV
import math
import random
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.set_num_threads(1)

CFG = {
    "seed": 2020,
    "img_size": 24,
    "n_samples": 600,
    "n_folds": 3,
    "epochs": 3,
    "batch_size": 48,
    "lr": 2e-3,
    "cutmix_prob": 0.5,
    "cutmix_alpha": 1.0,
    "heads": {"grapheme_root": 12, "vowel_diacritic": 5, "consonant_diacritic": 4},
    "head_weights": {"grapheme_root": 0.5, "vowel_diacritic": 0.25, "consonant_diacritic": 0.25},
}
HISTORY = []


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def make_glyphs(n, size, rng):
    """A root is a stroke template, a vowel mark adds a blob above, a consonant a bar below."""
    yy, xx = np.mgrid[0:size, 0:size] / size
    roots = rng.integers(0, CFG["heads"]["grapheme_root"], n)
    vowels = rng.integers(0, CFG["heads"]["vowel_diacritic"], n)
    cons = rng.integers(0, CFG["heads"]["consonant_diacritic"], n)
    imgs = np.zeros((n, 1, size, size), dtype=np.float32)
    for i in range(n):
        ang = roots[i] * math.pi / CFG["heads"]["grapheme_root"]
        d = np.abs((xx - 0.5) * math.sin(ang) - (yy - 0.55) * math.cos(ang))
        img = np.exp(-(d / 0.06) ** 2) * ((yy > 0.3) & (yy < 0.8))
        if vowels[i] > 0:
            img += np.exp(-(((xx - 0.2 * vowels[i]) ** 2 + (yy - 0.15) ** 2) / 0.004))
        if cons[i] > 0:
            img += ((yy > 0.85) & (yy < 0.92) & (xx < 0.25 * cons[i] + 0.1)) * 1.0
        imgs[i, 0] = img + rng.normal(0, 0.15, (size, size))
    return imgs, np.stack([roots, vowels, cons], 1)


def rand_bbox(size, lam):
    W, H = size[2], size[3]
    cut_rat = np.sqrt(1.0 - lam)
    cut_w, cut_h = int(W * cut_rat), int(H * cut_rat)
    cx, cy = np.random.randint(W), np.random.randint(H)
    return (np.clip(cx - cut_w // 2, 0, W), np.clip(cy - cut_h // 2, 0, H),
            np.clip(cx + cut_w // 2, 0, W), np.clip(cy + cut_h // 2, 0, H))


def cutmix(data, targets, alpha):
    indices = torch.randperm(data.size(0))
    shuffled = targets[indices]
    lam = np.random.beta(alpha, alpha)
    bbx1, bby1, bbx2, bby2 = rand_bbox(data.size(), lam)
    data = data.clone()
    data[:, :, bbx1:bbx2, bby1:bby2] = data[indices, :, bbx1:bbx2, bby1:bby2]
    lam = 1 - ((bbx2 - bbx1) * (bby2 - bby1) / (data.size(-1) * data.size(-2)))
    return data, targets, shuffled, lam


class GraphemeNet(nn.Module):
    def __init__(self, heads):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
            nn.AdaptiveAvgPool2d(4), nn.Flatten(),
        )
        self.heads = nn.ModuleDict({k: nn.Linear(32 * 16, n) for k, n in heads.items()})

    def forward(self, x):
        f = self.features(x)
        return {k: head(f) for k, head in self.heads.items()}


class AverageMeter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def update(self, v, n=1):
        self.sum += v * n
        self.n += n

    @property
    def avg(self):
        return self.sum / max(self.n, 1)


def batches(X, Y, bs, shuffle):
    idx = np.random.permutation(len(X)) if shuffle else np.arange(len(X))
    for s in range(0, len(X), bs):
        b = idx[s:s + bs]
        yield torch.from_numpy(X[b]), torch.from_numpy(Y[b]).long()


def train_one_epoch(model, optimizer, X, Y):
    model.train()
    meter = AverageMeter()
    names = list(CFG["heads"])
    for images, targets in batches(X, Y, CFG["batch_size"], shuffle=True):
        use_cutmix = np.random.rand() < CFG["cutmix_prob"]
        if use_cutmix:
            images, targets_a, targets_b, lam = cutmix(images, targets, CFG["cutmix_alpha"])
        else:
            targets_a = targets_b = targets
            lam = 1.0
        logits = model(images)
        optimizer.zero_grad()
        batch_loss = 0.0
        for j, name in enumerate(names):
            head_loss = lam * F.cross_entropy(logits[name], targets_a[:, j]) + \
                (1 - lam) * F.cross_entropy(logits[name], targets_b[:, j])
            (CFG["head_weights"][name] * head_loss).backward()
            batch_loss += CFG["head_weights"][name] * head_loss.item()
        optimizer.step()
        meter.update(batch_loss, images.size(0))
    return meter.avg


@torch.no_grad()
def valid_one_epoch(model, X, Y):
    model.eval()
    outs = {k: [] for k in CFG["heads"]}
    for images, _ in batches(X, Y, 128, shuffle=False):
        logits = model(images)
        for k in outs:
            outs[k].append(logits[k].argmax(1).numpy())
    preds = np.stack([np.concatenate(outs[k]) for k in CFG["heads"]], 1)
    # competition metric: weighted macro recall (approximated by accuracy per head)
    recalls = [(preds[:, j] == Y[:, j]).mean() for j in range(3)]
    return float(np.average(recalls, weights=[2, 1, 1])), preds


def main():
    seed_everything(CFG["seed"])
    rng = np.random.default_rng(CFG["seed"])
    X, Y = make_glyphs(CFG["n_samples"], CFG["img_size"], rng)
    folds = np.arange(len(X)) % CFG["n_folds"]
    rng.shuffle(folds)
    oof = np.zeros_like(Y)
    for fold in range(CFG["n_folds"]):
        trn, val = folds != fold, folds == fold
        model = GraphemeNet(CFG["heads"])
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG["lr"])
        scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=CFG["epochs"])
        best = -1
        for epoch in range(CFG["epochs"]):
            t0 = time.time()
            trn_loss = train_one_epoch(model, optimizer, X[trn], Y[trn])
            score, preds = valid_one_epoch(model, X[val], Y[val])
            scheduler.step()
            HISTORY.append((fold, epoch, trn_loss, score))
            print(f"fold {fold} epoch {epoch} loss {trn_loss:.4f} recall {score:.4f} ({time.time() - t0:.1f}s)")
            if score > best:
                best = score
                oof[val] = preds
    recall = np.average([(oof[:, j] == Y[:, j]).mean() for j in range(3)], weights=[2, 1, 1])
    print(f"OOF weighted recall: {recall:.4f}")


if __name__ == "__main__":
    main()
