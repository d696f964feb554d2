"""Listwise trainer (ListNet top-1 cross entropy on exponentiated grades)."""
import torch
import torch.nn.functional as F

from .metrics import ndcg_at_k


class RankTrainer:
    def __init__(self, model, lr=3e-3, weight_decay=1e-4, batch_size=64):
        self.model = model
        self.batch_size = batch_size
        self.opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)

    def _batches(self, slates):
        n = slates["ids"].shape[0]
        perm = torch.randperm(n)
        for s in range(0, n, self.batch_size):
            rows = perm[s:s + self.batch_size]
            yield {k: v[rows] for k, v in slates.items()}

    def fit(self, slates, epochs, tag, valid=None):
        for epoch in range(epochs):
            total, count = 0.0, 0
            for batch in self._batches(slates):
                scores = self.model(batch)
                target = F.softmax(batch["grades"] * 1.5, dim=1)
                listnet = -(target * F.log_softmax(scores, dim=1)).sum(dim=1).mean()
                self.opt.zero_grad()
                listnet.backward()
                self.opt.step()
                total += listnet.item() * len(scores)
                count += len(scores)
            msg = f"[{tag}] epoch {epoch}  listnet {total / count:.4f}"
            if valid is not None:
                msg += f"  valid ndcg@5 {ndcg_at_k(self.model, valid, 5):.4f}"
            print(msg)
