import torch
import torch.nn.functional as F

from .data import batches, corrupt


@torch.no_grad()
def tail_ranks(model, triples):
    model.eval()
    dist = model.tail_scores(triples[:, 0], triples[:, 1])
    true = dist.gather(1, triples[:, 2:3])
    ranks = (dist < true).sum(dim=1) + 1
    model.train()
    return ranks.float()


def summarize(ranks):
    return {
        "mean_rank": ranks.mean().item(),
        "mrr": (1.0 / ranks).mean().item(),
        "hits@10": (ranks <= 10).float().mean().item(),
    }


class TransETrainer:
    def __init__(self, model, n_entities, lr=0.1, margin=1.0, batch_size=128, seed=0):
        self.model = model
        self.n_entities = n_entities
        self.margin = margin
        self.batch_size = batch_size
        self.optimizer = torch.optim.SGD(model.parameters(), lr=lr)
        self.gen = torch.Generator().manual_seed(seed)
        self.history = []

    def on_batch_start(self):
        # entities live on the unit sphere; relations are free
        self.model.normalize_entities()

    def training_step(self, pos):
        neg = corrupt(pos, self.n_entities, self.gen)
        d_pos = self.model(pos)
        d_neg = self.model(neg)
        return F.relu(self.margin + d_pos - d_neg).mean()

    def fit(self, train, valid, epochs):
        for epoch in range(1, epochs + 1):
            total, n = 0.0, 0
            for pos in batches(train, self.batch_size, self.gen):
                self.on_batch_start()
                loss = self.training_step(pos)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                total += loss.item() * len(pos)
                n += len(pos)
            stats = summarize(tail_ranks(self.model, valid))
            stats["loss"] = total / n
            self.history.append(stats)
            print(f"epoch {epoch:2d} loss {stats['loss']:.4f} "
                  f"MR {stats['mean_rank']:.1f} MRR {stats['mrr']:.3f} "
                  f"H@10 {stats['hits@10']:.3f}")
        return self.history
