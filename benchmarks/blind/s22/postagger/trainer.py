import torch
from torch import nn

from loop import run_batches


class Trainer:
    def __init__(self, model, opt, corpus, batch_size):
        self.model = model
        self.opt = opt
        self.corpus = corpus
        self.batch_size = batch_size
        self.crit = nn.CrossEntropyLoss()
        self.history = []

    def fit(self, epochs):
        for epoch in range(epochs):
            running = 0.0
            steps = 0
            for loss in run_batches(self.model, self.opt, self.crit, self.corpus.stream(self.batch_size)):
                running = running + loss
                steps += 1
            self.history.append(running.item() / steps)
            print(f"epoch {epoch}: mean nll {self.history[-1]:.4f}")
        return self.history

    @torch.no_grad()
    def accuracy(self):
        self.model.eval()
        pred = self.model(self.corpus.tokens).argmax(-1)
        self.model.train()
        return (pred == self.corpus.tags).float().mean().item()
