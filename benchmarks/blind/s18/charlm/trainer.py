import math

import torch
import torch.nn.functional as F


class TBPTTTrainer:
    def __init__(self, model, optimizer, clip=1.0, log=print):
        self.model = model
        self.optimizer = optimizer
        self.clip = clip
        self.log = log

    def train_epoch(self, chunks, batch_size):
        self.model.train()
        state = self.model.init_state(batch_size)
        total, count = 0.0, 0
        for step, (x, y) in enumerate(chunks):
            self.optimizer.zero_grad()
            logits, state = self.model(x, state)
            loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), y.reshape(-1))
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
            self.optimizer.step()
            total += loss.item()
            count += 1
        return total / max(count, 1)

    def fit(self, make_chunks, batch_size, epochs):
        for epoch in range(epochs):
            loss = self.train_epoch(make_chunks(), batch_size)
            self.log(f"epoch {epoch}: loss={loss:.4f} ppl={math.exp(loss):.2f}")
