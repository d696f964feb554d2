import math

import torch
import torch.nn as nn

from .corpus import bptt_chunks


class LMTrainer:
    def __init__(self, model, vocab_size, lr=3e-3, clip=0.25, bptt=20):
        self.model = model
        self.vocab_size = vocab_size
        self.criterion = nn.CrossEntropyLoss()
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)
        self.clip = clip
        self.bptt = bptt

    def train_epoch(self, data, batch_size):
        self.model.train()
        state = self.model.init_state(batch_size)
        total, count = 0.0, 0
        for inputs, targets in bptt_chunks(data, self.bptt):
            self.optimizer.zero_grad()
            logits, state = self.model(inputs, state)
            loss = self.criterion(logits.view(-1, self.vocab_size), targets.reshape(-1))
            loss.backward()
            nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
            self.optimizer.step()
            total += loss.item() * inputs.numel()
            count += inputs.numel()
        return math.exp(total / count)

    @torch.no_grad()
    def evaluate(self, data, batch_size):
        self.model.eval()
        state = self.model.init_state(batch_size)
        total, count = 0.0, 0
        for inputs, targets in bptt_chunks(data, self.bptt):
            logits, state = self.model(inputs, state)
            total += self.criterion(logits.view(-1, self.vocab_size), targets.reshape(-1)).item() * inputs.numel()
            count += inputs.numel()
        return math.exp(total / count)
