# OpenVaccine: COVID-19 mRNA degradation prediction -- GRU baseline, converted from the notebook
# per-base targets: reactivity, deg_Mg_pH10, deg_Mg_50C (scored on the first `seq_scored` bases)
import random
import time

import numpy as np
import torch
import torch.nn as nn

torch.set_num_threads(1)


class CFG:
    seed = 34
    n_seqs = 300
    seq_len = 48
    seq_scored = 36
    n_folds = 3
    epochs = 4
    batch_size = 32
    lr = 4e-3
    embed_dim = 16
    hidden = 32
    target_cols = ["reactivity", "deg_Mg_pH10", "deg_Mg_50C"]


TOKEN2INT = {x: i for i, x in enumerate("().ACGUBEHIMSX")}
LOG = {"fold_scores": []}


def random_structure(n, rng):
    s = ["."] * n
    i = 2
    while i < n - 11:
        if rng.random() < 0.3:
            L = rng.integers(2, 5)
            for k in range(L):
                s[i + k], s[i + 2 * L + 2 - k] = "(", ")"
            i += 2 * L + 4
        else:
            i += 1
    return "".join(s)


def loop_type(struct):
    return "".join("S" if c in "()" else ("H" if 0 < j < len(struct) - 1 else "E") for j, c in enumerate(struct))


def make_dataset(rng):
    seqs, structs, loops, ys = [], [], [], []
    for _ in range(CFG.n_seqs):
        seq = "".join(rng.choice(list("ACGU"), CFG.seq_len))
        st = random_structure(CFG.seq_len, rng)
        lp = loop_type(st)
        unpaired = np.array([c == "." for c in st], dtype=np.float32)
        base_eff = np.array([{"A": 0.6, "C": 0.3, "G": 0.5, "U": 0.8}[b] for b in seq])
        smooth = np.convolve(unpaired, np.ones(3) / 3, mode="same")
        y = np.stack([unpaired * base_eff + 0.2 * smooth,
                      unpaired * base_eff * 1.2 + 0.1,
                      smooth * base_eff + 0.05], axis=1)
        ys.append((y + rng.normal(0, 0.05, y.shape)).astype(np.float32))
        seqs.append(seq), structs.append(st), loops.append(lp)
    tokens = np.array([[[TOKEN2INT[a], TOKEN2INT[b], TOKEN2INT[c]] for a, b, c in zip(s, t, l)]
                       for s, t, l in zip(seqs, structs, loops)])
    return tokens, np.stack(ys)


class GRUModel(nn.Module):
    def __init__(self, seq_scored, embed_dim, hidden, n_tokens=len(TOKEN2INT), n_targets=3):
        super().__init__()
        self.seq_scored = seq_scored
        self.embedding = nn.Embedding(n_tokens, embed_dim)
        self.gru = nn.GRU(3 * embed_dim, hidden, num_layers=2, batch_first=True,
                          bidirectional=True, dropout=0.1)
        self.linear = nn.Linear(2 * hidden, n_targets)

    def forward(self, seqs):
        emb = self.embedding(seqs).flatten(2)
        out, _ = self.gru(emb)
        return self.linear(out[:, :self.seq_scored])


def mcrmse(y_true, y_pred):
    return float(np.mean(np.sqrt(np.mean((y_true - y_pred) ** 2, axis=(0, 1)))))


def mcrmse_loss(pred, target):
    return torch.mean(torch.sqrt(torch.mean((pred - target) ** 2, dim=(0, 1))))


def progress_bar(it, total, prefix):
    t0 = time.time()
    for i, x in enumerate(it):
        yield x
        done = int(20 * (i + 1) / total)
        print(f"\r{prefix} |{'#' * done}{'.' * (20 - done)}| {time.time() - t0:4.1f}s", end="")
    print()


def train_one_epoch(model, optimizer, X, Y, epoch):
    model.train()
    perm = np.random.permutation(len(X))
    n_batches = int(np.ceil(len(X) / CFG.batch_size))
    epoch_loss, train_preds, train_true = 0.0, [], []
    for b in progress_bar(range(n_batches), n_batches, f"epoch {epoch}"):
        idx = perm[b * CFG.batch_size:(b + 1) * CFG.batch_size]
        xb = torch.from_numpy(X[idx]).long()
        yb = torch.from_numpy(Y[idx, :CFG.seq_scored])
        optimizer.zero_grad()
        out = model(xb)
        loss = mcrmse_loss(out, yb)
        loss.backward()
        optimizer.step()
        epoch_loss += loss.item() / n_batches
        train_preds.append(out.cpu().numpy())
        train_true.append(yb.numpy())
    train_score = mcrmse(np.concatenate(train_true), np.concatenate(train_preds))
    return epoch_loss, train_score


def valid_one_epoch(model, X, Y):
    model.eval()
    with torch.no_grad():
        preds = model(torch.from_numpy(X).long()).cpu().numpy()
    return mcrmse(Y[:, :CFG.seq_scored], preds), preds


def main():
    random.seed(CFG.seed)
    np.random.seed(CFG.seed)
    torch.manual_seed(CFG.seed)
    rng = np.random.default_rng(CFG.seed)
    X, Y = make_dataset(rng)
    folds = rng.permutation(np.arange(len(X)) % CFG.n_folds)
    oof = np.zeros((len(X), CFG.seq_scored, 3), dtype=np.float32)
    for fold in range(CFG.n_folds):
        trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
        model = GRUModel(CFG.seq_scored, CFG.embed_dim, CFG.hidden)
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG.lr)
        best = np.inf
        for epoch in range(CFG.epochs):
            trn_loss, trn_score = train_one_epoch(model, optimizer, X[trn], Y[trn], epoch)
            val_score, preds = valid_one_epoch(model, X[val], Y[val])
            print(f"fold {fold} epoch {epoch}: loss {trn_loss:.4f} train MCRMSE {trn_score:.4f} valid MCRMSE {val_score:.4f}")
            if val_score < best:
                best, oof[val] = val_score, preds
        LOG["fold_scores"].append(best)
    print("fold scores:", np.round(LOG["fold_scores"], 4))
    print(f"OOF MCRMSE: {mcrmse(Y[:, :CFG.seq_scored], oof):.4f}")


if __name__ == "__main__":
    main()
