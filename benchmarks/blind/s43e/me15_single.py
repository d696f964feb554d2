# Allstate Claims Severity -- categorical embeddings + MLP on log(loss + 200), fair loss,
# gradient accumulation (effective batch = batch_size * accum_steps), 4-fold CV, 2 seeds.
import os
import random
import time

import numpy as np
import torch
import torch.nn as nn


class CFG:
    seed = 2016
    seeds = [2016, 7]
    n_rows = 4000
    n_cat = 16
    card = 8
    n_cont = 8
    shift = 200.0
    n_folds = 4
    epochs = 5
    batch_size = 64
    accum_steps = 4
    lr = 3e-3
    fair_c = 0.7
    max_grad_norm = 1.0


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def make_claims(seed):
    rng = np.random.default_rng(seed)
    cat = rng.integers(CFG.card, size=(CFG.n_rows, CFG.n_cat))
    cont = rng.beta(2, 3, (CFG.n_rows, CFG.n_cont)).astype(np.float32)
    effects = rng.normal(0, 0.25, (CFG.n_cat, CFG.card))
    log_loss = (7.6 + effects[np.arange(CFG.n_cat), cat].sum(1) + 0.8 * cont[:, 0] - 0.5 * cont[:, 3] * cont[:, 5]
                + rng.standard_t(4, CFG.n_rows) * 0.35)
    loss = np.exp(log_loss) - CFG.shift
    loss = np.clip(loss, 1.0, None)
    return torch.from_numpy(cat), torch.from_numpy(cont), torch.from_numpy(loss.astype(np.float32))


class ClaimNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.embs = nn.ModuleList(nn.Embedding(CFG.card, 4) for _ in range(CFG.n_cat))
        self.mlp = nn.Sequential(
            nn.Linear(4 * CFG.n_cat + CFG.n_cont, 128), nn.PReLU(), nn.Dropout(0.2),
            nn.Linear(128, 64), nn.PReLU(), nn.Linear(64, 1),
        )

    def forward(self, cat, cont):
        e = torch.cat([emb(cat[:, k]) for k, emb in enumerate(self.embs)], 1)
        return self.mlp(torch.cat([e, cont], 1)).squeeze(1)


def fair_loss(pred, target, c=CFG.fair_c, reduction="mean"):
    x = torch.abs(pred - target)
    per_row = c ** 2 * (x / c - torch.log1p(x / c))
    return per_row.mean() if reduction == "mean" else per_row


def train_one_epoch(net, loader, optimizer, scheduler, y_mean):
    net.train()
    running, n = 0.0, 0
    optimizer.zero_grad()
    for step, (cat, cont, target) in enumerate(loader):
        pred = net(cat, cont) + y_mean
        loss = fair_loss(pred, target) / CFG.accum_steps
        loss.backward()
        if (step + 1) % CFG.accum_steps == 0 or (step + 1) == len(loader):
            torch.nn.utils.clip_grad_norm_(net.parameters(), CFG.max_grad_norm)
            optimizer.step()
            optimizer.zero_grad()
            scheduler.step()
        running += loss.item() * CFG.accum_steps * len(target)
        n += len(target)
    return running / n


@torch.no_grad()
def valid_one_epoch(net, loader, y_mean):
    net.eval()
    preds = torch.cat([net(cat, cont) + y_mean for cat, cont, _ in loader])
    return preds.numpy()


def mae_on_loss(pred_log, true_loss):
    return float(np.mean(np.abs(np.exp(pred_log) - CFG.shift - true_loss)))


def main():
    seed_everything()
    torch.set_num_threads(1)
    cat, cont, loss = make_claims(CFG.seed)
    target = torch.log(loss + CFG.shift)
    ds = torch.utils.data.TensorDataset(cat, cont, target)
    oof = np.zeros(CFG.n_rows, np.float32)
    for seed in CFG.seeds:
        seed_everything(seed)
        folds = np.random.default_rng(seed).permutation(CFG.n_rows) % CFG.n_folds
        for fold in range(CFG.n_folds):
            t0 = time.time()
            trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
            trn_dl = torch.utils.data.DataLoader(torch.utils.data.Subset(ds, trn), batch_size=CFG.batch_size, shuffle=True)
            val_dl = torch.utils.data.DataLoader(torch.utils.data.Subset(ds, val), batch_size=1024)
            y_mean = float(target[trn].mean())
            net = ClaimNet()
            optimizer = torch.optim.AdamW(net.parameters(), lr=CFG.lr, weight_decay=1e-4)
            updates = CFG.epochs * ((len(trn_dl) + CFG.accum_steps - 1) // CFG.accum_steps)
            scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=CFG.lr, total_steps=updates)
            for epoch in range(CFG.epochs):
                trn_loss = train_one_epoch(net, trn_dl, optimizer, scheduler, y_mean)
            pred = valid_one_epoch(net, val_dl, y_mean)
            oof[val] += pred / len(CFG.seeds)
            print(f"seed {seed} fold {fold}: fair {trn_loss:.4f}  MAE {mae_on_loss(pred, loss[val].numpy()):.1f}"
                  f" ({time.time() - t0:.1f}s)")
    print(f"OOF MAE {mae_on_loss(oof, loss.numpy()):.1f}  (median baseline "
          f"{np.mean(np.abs(loss.numpy() - np.median(loss.numpy()))):.1f})")


if __name__ == "__main__":
    main()
