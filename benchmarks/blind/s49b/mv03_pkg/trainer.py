import copy

import torch
import torch.nn.functional as F


class AvalancheTrainer:
    def __init__(self, model, lr, size_weight, pos_weight):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.size_weight = size_weight
        self.pos_weight = torch.tensor(pos_weight)
        self.best_state, self.best_score = None, -1.0

    def step(self, x, y):
        self.model.train()
        self.opt.zero_grad()
        logits = self.model.cached_logits("train", x)
        site_loss = F.binary_cross_entropy_with_logits(logits, y, pos_weight=self.pos_weight)
        size_pred = torch.sigmoid(logits).sum(dim=1)
        size_loss = F.smooth_l1_loss(size_pred / y.shape[1], y.sum(dim=1) / y.shape[1])
        total = site_loss + self.size_weight * size_loss
        total.backward()
        self.opt.step()
        return total.detach()

    def fit(self, x, y, epochs, batch, evaluate_fn):
        history = []
        for epoch in range(epochs):
            running = 0.0
            perm = torch.randperm(x.shape[0])
            for start in range(0, len(perm), batch):
                idx = perm[start:start + batch]
                running += self.step(x[idx], y[idx]).item()
            history.append(running)
            score = evaluate_fn(self.model)
            if score > self.best_score:
                self.best_score = score
                self.best_state = copy.deepcopy(self.model.state_dict())
        self.model.load_state_dict(self.best_state)
        return history
