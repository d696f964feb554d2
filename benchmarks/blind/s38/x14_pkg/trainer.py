import torch
import torch.nn.functional as F


class BaseTrainer:
    def __init__(self, model, lr):
        self.model = model
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)
        self.history = []

    def training_loss(self, batch):
        raise NotImplementedError

    def train_epoch(self, batches):
        self.model.train()
        total = 0.0
        for batch in batches:
            loss = self.training_loss(batch)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item()
        self.history.append(total / len(batches))
        return self.history[-1]


class OneStepTrainer(BaseTrainer):
    def __init__(self, model, edges, lr=1e-3, noise_std=3e-3):
        super().__init__(model, lr)
        self.edges = edges
        self.noise_std = noise_std

    def training_loss(self, batch):
        prev, cur, nxt = batch
        noisy_cur = cur + self.noise_std * torch.randn_like(cur)
        target_acc = nxt - 2 * noisy_cur + prev
        return F.mse_loss(self.model(prev, noisy_cur, self.edges), target_acc)


def transition_batches(pos, batch_size=128):
    prev, cur, nxt = pos[:, :-2], pos[:, 1:-1], pos[:, 2:]
    flat = [t.reshape(-1, *t.shape[2:]) for t in (prev, cur, nxt)]
    perm = torch.randperm(flat[0].shape[0])
    return [tuple(t[perm[i:i + batch_size]] for t in flat) for i in range(0, len(perm), batch_size)]
