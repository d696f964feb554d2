import torch
import torch.nn.functional as F


class SurveyTrainer:
    def __init__(self, model, lr=0.01, reg=1e-4, batch=512, seed=0):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.reg = reg
        self.batch = batch
        self.gen = torch.Generator().manual_seed(seed)

    def fit(self, users, items, n_items, epochs):
        for epoch in range(epochs):
            perm = torch.randperm(len(users), generator=self.gen)
            total = 0.0
            for start in range(0, len(perm), self.batch):
                idx = perm[start:start + self.batch]
                u, pos = users[idx], items[idx]
                neg = torch.randint(0, n_items, (len(idx),), generator=self.gen)
                self.opt.zero_grad()
                ue, ie = self.model.propagate()
                loss = -F.logsigmoid((ue[u] * ie[pos]).sum(-1) - (ue[u] * ie[neg]).sum(-1)).mean()
                loss = loss + self.reg * (self.model.user_emb(u).pow(2).sum() + self.model.pool_emb(pos).pow(2).sum()) / len(idx)
                loss.backward()
                self.opt.step()
                total += loss.item()
        return total
