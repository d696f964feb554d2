"""Fast gradient method on the embedded sequence (adversarial training for text encoders)."""
import torch

from perfume_notes.config import configurable


@configurable
class EmbeddingFGM:
    def __init__(self, epsilon=0.5, weight=1.0):
        self.epsilon = epsilon
        self.weight = weight

    def step(self, model, tokens, targets, criterion):
        mask = tokens > 0
        embedded = model.embed(tokens)
        clean = criterion(model.classify(embedded, mask), targets)
        clean.backward()
        direction = embedded.grad
        scale = direction.norm(dim=-1, keepdim=True).clamp_min(1e-12)
        delta = self.epsilon * direction / scale
        adversarial = criterion(model.classify(model.embed(tokens) + delta, mask), targets)
        (self.weight * adversarial).backward()
        return clean.item(), adversarial.item()
