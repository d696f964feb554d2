"""Which coffee lots will a home barista pull a good espresso shot from?

Implicit-feedback recommender: sparse baristas x coffee-lot embeddings trained with SparseAdam,
a dense tower over roast/grind features trained with Adam, BPR with sampled negatives,
and NDCG@10 over every barista.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def synth_shots(n_baristas=350, n_lots=220, n_roast_feats=5, seed=0):
    rng = np.random.default_rng(seed)
    roast = rng.normal(size=(n_lots, n_roast_feats)).astype(np.float32)
    taste = rng.normal(size=(n_baristas, n_roast_feats)).astype(np.float32)
    grinder = rng.normal(size=(n_baristas, 1)).astype(np.float32)
    affinity = taste @ roast.T - 0.5 * np.abs(grinder - roast[:, :1].T)
    users, items = [], []
    for b in range(n_baristas):
        top = np.argsort(-affinity[b] + rng.gumbel(size=n_lots))[:12]
        users += [b] * len(top)
        items += top.tolist()
    users, items = np.asarray(users), np.asarray(items)
    held = rng.random(len(users)) < 0.2
    return (torch.as_tensor(users[~held]), torch.as_tensor(items[~held]),
            torch.as_tensor(users[held]), torch.as_tensor(items[held]), torch.as_tensor(roast))


class ShotRecommender(nn.Module):
    def __init__(self, n_baristas, n_lots, roast, dim=24, max_norm=1.0):
        super().__init__()
        self.barista = nn.Embedding(n_baristas, dim, sparse=True)
        self.lot = nn.Embedding(n_lots, dim, sparse=True)
        self.register_buffer("roast", roast)
        self.roast_tower = nn.Sequential(nn.Linear(roast.shape[1], dim), nn.GELU(), nn.Linear(dim, dim))
        self.lot_bias = nn.Parameter(torch.empty(n_lots))
        self.max_norm = max_norm
        nn.init.normal_(self.barista.weight, std=0.05)
        nn.init.normal_(self.lot.weight, std=0.05)
        nn.init.zeros_(self.lot_bias)

    def lot_vec(self, lots):
        return self.lot(lots) + self.roast_tower(self.roast[lots])

    def forward(self, b, pos, neg):
        u = self.barista(b)
        pos_s = (u * self.lot_vec(pos)).sum(-1) + self.lot_bias[pos]
        neg_s = (u * self.lot_vec(neg)).sum(-1) + self.lot_bias[neg]
        return pos_s, neg_s

    def constrain_rows(self, b, lots):
        """Project the rows touched in this batch back into the unit ball (max-norm regulariser)."""
        with torch.no_grad():
            for table, rows in ((self.barista.weight, b.unique()), (self.lot.weight, lots.unique())):
                norms = table[rows].norm(dim=1, keepdim=True).clamp(min=self.max_norm)
                table[rows] = table[rows] * (self.max_norm / norms)


def clear_grads(*optimizers):
    for opt in optimizers:
        opt.zero_grad(set_to_none=True)


def train(model, users, items, n_lots, epochs, batch, emb_lr, dense_lr, reg, gen):
    sparse_opt = torch.optim.SparseAdam(list(model.barista.parameters()) + list(model.lot.parameters()), lr=emb_lr)
    dense_opt = torch.optim.Adam(list(model.roast_tower.parameters()) + [model.lot_bias], lr=dense_lr)
    loss_log = []
    for epoch in range(epochs):
        perm = torch.randperm(len(users), generator=gen)
        epoch_total = 0.0
        for start in range(0, len(perm), batch):
            idx = perm[start:start + batch]
            b, pos = users[idx], items[idx]
            neg = torch.randint(0, n_lots, (len(idx),), generator=gen)
            clear_grads(sparse_opt)
            pos_s, neg_s = model(b, pos, neg)
            loss = -F.logsigmoid(pos_s - neg_s).mean() + reg * model.lot_bias[pos].pow(2).mean()
            loss.backward()
            sparse_opt.step()
            dense_opt.step()
            dense_opt.zero_grad()
            model.constrain_rows(b, torch.cat([pos, neg]))
            epoch_total += float(loss)
            loss_log.append(loss.item())
        print(f"epoch {epoch + 1}  mean bpr {epoch_total / ((len(perm) + batch - 1) // batch):.4f}")
    return loss_log


@torch.no_grad()
def ndcg_at_k(model, train_pairs, test_pairs, n_lots, k=10):
    model.eval()
    every = torch.arange(n_lots)
    scores = model.barista.weight @ model.lot_vec(every).T + model.lot_bias
    scores[train_pairs[0], train_pairs[1]] = -1e9
    top = scores.topk(k, dim=1).indices.cpu().numpy()
    relevant = {}
    for u, i in zip(test_pairs[0].tolist(), test_pairs[1].tolist()):
        relevant.setdefault(u, set()).add(i)
    discounts = 1.0 / np.log2(np.arange(2, k + 2))
    total = 0.0
    for u, rel in relevant.items():
        gains = np.array([1.0 if i in rel else 0.0 for i in top[u]])
        ideal = discounts[:min(len(rel), k)].sum()
        total += float((gains * discounts).sum() / ideal)
    model.train()
    return total / len(relevant)


def main(epochs=5, batch=256, dim=24, emb_lr=0.02, dense_lr=0.005, reg=1e-3, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    tu, ti, vu, vi, roast = synth_shots(seed=seed)
    n_baristas, n_lots = int(max(tu.max(), vu.max())) + 1, roast.shape[0]
    model = ShotRecommender(n_baristas, n_lots, roast, dim=dim)
    print("NDCG@10 before", round(ndcg_at_k(model, (tu, ti), (vu, vi), n_lots), 4))
    gen = torch.Generator().manual_seed(seed)
    train(model, tu, ti, n_lots, epochs, batch, emb_lr, dense_lr, reg, gen)
    print("NDCG@10 after", round(ndcg_at_k(model, (tu, ti), (vu, vi), n_lots), 4))


if __name__ == "__main__":
    main()
