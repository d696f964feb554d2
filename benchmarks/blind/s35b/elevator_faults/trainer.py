import torch
import torch.nn.functional as F


class FreeAdversarialTrainer:
    def __init__(self, model, optimizer, perturbation, replays=4):
        self.model = model
        self.optimizer = optimizer
        self.perturbation = perturbation
        self.replays = replays

    def fit_batch(self, x, y):
        for _ in range(self.replays):
            loss = F.cross_entropy(self.model(self.perturbation(x)), y)
            self.optimizer.zero_grad()
            loss.backward(retain_graph=True)
            self.optimizer.step()
            self.perturbation.ascend(loss)
        return loss.item()

    def fit_epoch(self, batches):
        self.model.train()
        losses = [self.fit_batch(x, y) for x, y in batches]
        return sum(losses) / len(losses)

    @torch.no_grad()
    def accuracy(self, x, y):
        self.model.eval()
        return (self.model(x).argmax(dim=1) == y).float().mean().item()
