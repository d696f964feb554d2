import torch
import torch.nn.functional as F

from .attacks import pgd_linf
from .data import iterate


class AdversarialTrainer:
    def __init__(self, model, optimizer, eps, alpha, steps, batch_size=64, seed=0):
        self.model = model
        self.optimizer = optimizer
        self.attack_kwargs = dict(eps=eps, alpha=alpha, steps=steps)
        self.batch_size = batch_size
        self.gen = torch.Generator().manual_seed(seed)

    def train_epoch(self, images, labels):
        self.model.train()
        total, correct, n = 0.0, 0, 0
        for x, y in iterate(images, labels, self.batch_size, self.gen):
            x_adv = pgd_linf(self.model, x, y, **self.attack_kwargs)
            logits = self.model(x_adv)
            loss = F.cross_entropy(logits, y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        return total / n, correct / n


def accuracy(model, images, labels, attack=None, **attack_kwargs):
    model.eval()
    if attack is not None:
        images = attack(model, images, labels, **attack_kwargs)
    with torch.no_grad():
        acc = (model(images).argmax(1) == labels).float().mean().item()
    model.train()
    return acc


def report(model, images, labels, eps, alpha, steps):
    clean = accuracy(model, images, labels)
    robust = accuracy(model, images, labels, pgd_linf, eps=eps, alpha=alpha, steps=steps)
    return clean, robust
