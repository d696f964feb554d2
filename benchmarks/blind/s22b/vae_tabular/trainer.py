import torch

from .vae import elbo_terms


class VAETrainer:
    def __init__(self, model, optimizer, callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.beta = 0.0
        self.global_step = 0

    def step(self, xb):
        rec, kl = elbo_terms(self.model, xb)
        loss = rec + self.beta * kl
        self.optimizer.zero_grad()
        loss.backward()
        for cb in self.callbacks:
            cb.after_backward(self)
        self.optimizer.step()
        self.global_step += 1
        return rec.item(), kl.item()

    def run_epoch(self, data, batch_size):
        perm = torch.randperm(data.shape[0])
        recs = []
        for i in range(0, data.shape[0], batch_size):
            rec, _ = self.step(data[perm[i:i + batch_size]])
            recs.append(rec)
        return sum(recs) / len(recs)
