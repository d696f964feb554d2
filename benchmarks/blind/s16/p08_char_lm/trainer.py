import torch
import torch.nn as nn

from state import init_state, perplexity


class LMTrainer:
    def __init__(self, model, *, lr=5e-3, clip=0.5, bptt=20, optimizer="Adam"):
        self.model = model
        self.bptt = bptt
        self.clip = clip
        self.criterion = nn.CrossEntropyLoss()
        self.optimizer = getattr(torch.optim, optimizer)(model.parameters(), lr=lr)

    def train_epoch(self, stream):
        self.model.train()
        state = init_state(self.model, stream.data.size(0))
        total, count = 0.0, 0
        for inputs, targets in stream.chunks(self.bptt):
            logits, state = self.model(inputs, state)
            loss = self.criterion(logits.reshape(-1, logits.size(-1)), targets.reshape(-1))
            self.optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
            self.optimizer.step()
            total += loss.item() * targets.numel()
            count += targets.numel()
        return perplexity(total / count)
