import torch


class BaseTrainer:
    def __init__(self, model, optimizer, max_grad_norm=None):
        self.model = model
        self.optimizer = optimizer
        self.max_grad_norm = max_grad_norm
        self.global_step = 0

    def compute_loss(self, batch):
        raise NotImplementedError

    def clip(self):
        if self.max_grad_norm is not None:
            params = [p for p in self.model.parameters() if p.grad is not None]
            torch.nn.utils.clip_grad_norm_(params, self.max_grad_norm)

    def train_step(self, batch):
        self.optimizer.zero_grad(set_to_none=True)
        loss = self.compute_loss(batch)
        loss.backward()
        self.clip()
        self.optimizer.step()
        return loss.item()

    def train_epoch(self, loader):
        self.model.train()
        losses = []
        for batch in loader:
            losses.append(self.train_step(batch))
            self.global_step += 1
        return sum(losses) / len(losses)
