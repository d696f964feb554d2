import torch
import torch.nn.functional as F

from . import checkpoint


class Trainer:
    def __init__(self, model, optimizer, data, val, ckpt_path, batch_size=32, accum_steps=1):
        self.model, self.optimizer = model, optimizer
        self.data, self.val = data, val
        self.ckpt_path = ckpt_path
        self.batch_size, self.accum_steps = batch_size, accum_steps

    def batches(self):
        x, y = self.data
        perm = torch.randperm(len(x))
        for i in range(0, len(x), self.batch_size):
            j = perm[i:i + self.batch_size]
            yield x[j], y[j]

    def train_epoch(self):
        self.model.train()
        total = 0.0
        for i, (x, y) in enumerate(self.batches()):
            loss = F.cross_entropy(self.model(x), y) / self.accum_steps
            loss.backward()
            total += loss.item()
            if (i + 1) % self.accum_steps == 0:
                self.optimizer.zero_grad(set_to_none=True)
                self.optimizer.step()
        return total / (i + 1)

    @torch.no_grad()
    def accuracy(self):
        self.model.eval()
        x, y = self.val
        return (self.model(x).argmax(1) == y).float().mean().item()

    def fit(self, epochs):
        start, best = checkpoint.resume(self.ckpt_path, self.model, self.optimizer)
        for epoch in range(start, epochs):
            loss = self.train_epoch()
            acc = self.accuracy()
            best = max(best, acc)
            checkpoint.save(self.ckpt_path, self.model, self.optimizer, epoch, best)
            print(f"epoch {epoch} loss {loss:.4f} val acc {acc:.3f} (best {best:.3f})")
        return best
