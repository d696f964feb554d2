"""Home Credit Default Risk -- application table + bureau history.

Stage 1: a DeepSets encoder of the bureau records is pretrained on all applicants
(train + test, no target needed) to predict each applicant's overdue share.
Stage 2: 4-fold CV of the default model on application features + the frozen bureau vector.
"""
import os
import random
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class CFG:
    seed = 1337
    n_train = 3000
    n_test = 1000
    n_app = 14               # numeric application features
    max_bureau = 8           # bureau credits per applicant (padded)
    n_bureau = 6
    n_folds = 4
    pre_epochs = 3
    epochs = 5
    batch_size = 128
    lr = 2e-3
    bureau_dim = 16
    freeze_bureau = True


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def make_applicants(n, rng):
    app = rng.normal(0, 1, (n, CFG.n_app)).astype(np.float32)
    n_credits = rng.integers(0, CFG.max_bureau + 1, n)
    bureau = rng.normal(0, 1, (n, CFG.max_bureau, CFG.n_bureau)).astype(np.float32)
    mask = (np.arange(CFG.max_bureau)[None] < n_credits[:, None]).astype(np.float32)
    overdue = (bureau[..., 0] + 0.5 * bureau[..., 1] > 0.8) * mask
    overdue_share = overdue.sum(1) / np.maximum(mask.sum(1), 1)
    ext_source = app[:, 0] * 0.8 + app[:, 1] * 0.4
    logit = -2.4 - 0.9 * ext_source + 2.2 * overdue_share + 0.3 * app[:, 2] * app[:, 3]
    target = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    return app, bureau * mask[..., None], mask, overdue_share.astype(np.float32), target


def gini(y, s):
    order = np.argsort(s)
    ranks = np.empty(len(s))
    ranks[order] = np.arange(1, len(s) + 1)
    pos = y == 1
    auc = (ranks[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum())
    return 2 * auc - 1


class BureauEncoder(nn.Module):
    def __init__(self, n_in, dim):
        super().__init__()
        self.phi = nn.Sequential(nn.Linear(n_in, 32), nn.ReLU(), nn.Linear(32, dim), nn.ReLU())
        self.aux = nn.Linear(dim, 1)               # overdue-share head, used in pretraining only

    def forward(self, bureau, mask):
        h = self.phi(bureau) * mask[..., None]
        return h.sum(1) / mask.sum(1, keepdim=True).clamp(min=1)


class DefaultNet(nn.Module):
    def __init__(self, encoder, n_app, dim, freeze_bureau):
        super().__init__()
        self.bureau = encoder
        self.freeze_bureau = freeze_bureau
        self.mlp = nn.Sequential(nn.Linear(n_app + dim, 64), nn.BatchNorm1d(64), nn.ReLU(),
                                 nn.Dropout(0.1), nn.Linear(64, 1))

    def forward(self, app, bureau, mask):
        z = self.bureau(bureau, mask)
        if self.freeze_bureau:
            z.requires_grad = False          # keep the pretrained bureau representation fixed
        return self.mlp(torch.cat([app, z], 1)).squeeze(1)


def pretrain_bureau(encoder, bureau, mask, share):
    opt = torch.optim.Adam(encoder.parameters(), lr=CFG.lr)
    for epoch in range(CFG.pre_epochs):
        perm = torch.randperm(len(bureau))
        total = 0.0
        for i in range(0, len(perm), CFG.batch_size):
            idx = perm[i:i + CFG.batch_size]
            pred = encoder.aux(encoder(bureau[idx], mask[idx])).squeeze(1)
            mse = F.mse_loss(pred, share[idx])
            opt.zero_grad()
            mse.backward()
            opt.step()
            total += mse.item() * len(idx)
        print(f"pretrain epoch {epoch}: mse {total / len(bureau):.4f}")


def train_one_epoch(net, data, idx, opt, pos_weight):
    net.train()
    perm = idx[torch.randperm(len(idx))]
    total = 0.0
    for i in range(0, len(perm), CFG.batch_size):
        b = perm[i:i + CFG.batch_size]
        logits = net(data["app"][b], data["bureau"][b], data["mask"][b])
        loss = F.binary_cross_entropy_with_logits(logits, data["y"][b], pos_weight=pos_weight)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(b)
    return total / len(idx)


@torch.no_grad()
def predict(net, app, bureau, mask):
    net.eval()
    return torch.sigmoid(net(app, bureau, mask)).numpy()


def main():
    seed_everything()
    torch.set_num_threads(1)
    rng = np.random.default_rng(CFG.seed)
    tr = dict(zip(["app", "bureau", "mask", "share", "y"], map(torch.from_numpy, make_applicants(CFG.n_train, rng))))
    te = dict(zip(["app", "bureau", "mask", "share", "y"], map(torch.from_numpy, make_applicants(CFG.n_test, rng))))

    encoder = BureauEncoder(CFG.n_bureau, CFG.bureau_dim)
    pretrain_bureau(encoder, torch.cat([tr["bureau"], te["bureau"]]), torch.cat([tr["mask"], te["mask"]]),
                    torch.cat([tr["share"], te["share"]]))
    pretrained = {k: v.clone() for k, v in encoder.state_dict().items()}

    folds = torch.from_numpy(np.random.default_rng(CFG.seed).permutation(CFG.n_train) % CFG.n_folds)
    oof = np.zeros(CFG.n_train, np.float32)
    test_pred = np.zeros(CFG.n_test, np.float32)
    pos_weight = (1 - tr["y"].mean()) / tr["y"].mean()
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn, val = torch.where(folds != fold)[0], torch.where(folds == fold)[0]
        enc = BureauEncoder(CFG.n_bureau, CFG.bureau_dim)
        enc.load_state_dict(pretrained)
        net = DefaultNet(enc, CFG.n_app, CFG.bureau_dim, CFG.freeze_bureau)
        opt = torch.optim.AdamW(net.mlp.parameters(), lr=CFG.lr, weight_decay=1e-4)
        for epoch in range(CFG.epochs):
            loss = train_one_epoch(net, tr, trn, opt, pos_weight)
        oof[val.numpy()] = predict(net, tr["app"][val], tr["bureau"][val], tr["mask"][val])
        test_pred += predict(net, te["app"], te["bureau"], te["mask"]) / CFG.n_folds
        print(f"fold {fold}: loss {loss:.4f}  gini {gini(tr['y'][val].numpy(), oof[val.numpy()]):.4f}"
              f"  ({time.time() - t0:.1f}s)")
    print(f"OOF gini {gini(tr['y'].numpy(), oof):.4f}  test gini {gini(te['y'].numpy(), test_pred):.4f}")


if __name__ == "__main__":
    main()
